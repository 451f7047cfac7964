// Real files in the formats the knowledge base takes, made by the tests themselves (pdfkit for PDFs).
import PDFDocument from 'pdfkit';

type TPdfDoc = InstanceType<typeof PDFDocument>;

export function makePdf(draw: (doc: TPdfDoc) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  draw(doc);
  doc.end();
  return done;
}

/**
 * A manual of `pageCount` pages, each with a running header, a "Page n of N" footer and body lines; page 1 splits
 * "pesticide" across two lines and breaks the real compound "restricted-use" at its hyphen.
 */
export function makeManualPdf(pageCount = 3): Promise<Uint8Array> {
  return makePdf((doc) => {
    for (let page = 1; page <= pageCount; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(9).text('Florida Pesticide Applicator Manual', 72, 36, { lineBreak: false });
      doc.fontSize(12).text(`Chapter ${page}: field notes`, 72, 100, { lineBreak: false });
      if (page === 1) {
        doc.text('Always read the label before you apply the pesti-', 72, 130, { lineBreak: false });
        doc.text('cide to any crop. Restricted-', 72, 146, { lineBreak: false });
        doc.text('use products need a certified applicator.', 72, 162, { lineBreak: false });
      } else {
        doc.text(`Section ${page} explains mixing, loading and cleanup.`, 72, 130, { lineBreak: false });
      }
      doc.fontSize(9).text(`Page ${page} of ${pageCount}`, 72, 740, { lineBreak: false });
    }
  });
}

/** Only drawn shapes: what a scanned page looks like to a text extractor. */
export function makeShapesOnlyPdf(): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.rect(72, 72, 200, 120).fill('#444444');
    doc.circle(300, 400, 80).fill('#888888');
    doc.addPage();
    doc.moveTo(72, 72).lineTo(400, 500).stroke();
  });
}

export function makeEncryptedPdf(): Promise<Uint8Array> {
  return makePdf((doc) => doc.text('Confidential label rates.'), { userPassword: 'secret', ownerPassword: 'owner' });
}

export function utf16LeWithBom(text: string): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
}

export function utf8(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}

/** The first bytes of a PNG image followed by binary noise with NUL bytes: a binary file under a text name. */
export function binaryBytes(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 37) % 256;
  return bytes;
}

/** A two-page rate table whose cells are drawn one by one at their column's position, as report writers do. */
export function makeTablePdf(): Promise<Uint8Array> {
  const columns = [72, 220, 330];
  const rows = [
    ['Product', 'Rate', 'Signal word'],
    ['Alpha 4E', '2 pt/A', 'CAUTION'],
    ['Beta 75DF', '1 lb/A', 'WARNING'],
  ];
  return makePdf((doc) => {
    for (let page = 1; page <= 2; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(11).text(`Rate table, part ${page}`, 72, 90, { lineBreak: false });
      for (const [r, row] of rows.entries()) {
        for (const [c, cell] of row.entries()) doc.text(cell, columns[c], 120 + r * 18, { lineBreak: false });
      }
    }
  });
}
