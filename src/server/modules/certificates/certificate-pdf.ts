import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { TCertificateRow } from '../../db/schema';

const ink = '#1f2937';
const muted = '#4b5563';
const brand = '#166534';
const gold = '#b08d2e';
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The QR code of `text` as vector squares, so it stays sharp at any print size; returns nothing, draws at (x, y). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quietZone = 2;
  const cell = size / (modules.size + quietZone * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quietZone) * cell, y + (row + quietZone) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/** Long names (up to 100 characters) step down so they fit on at most two lines. */
const nameFontSize = (name: string) => (name.length > 60 ? 22 : name.length > 36 ? 28 : 34);

function drawFrame(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc.save();
  doc
    .lineWidth(6)
    .strokeColor(brand)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(gold)
    .rect(36, 36, width - 72, height - 72)
    .stroke();
  doc.restore();
}

/**
 * The Certificate of Completion: one landscape US Letter page with the printed name, the course, the date and score,
 * the number, and the verification URL with its QR code. It says plainly what it is not: a state license.
 */
export function renderCertificate(input: {
  certificate: TCertificateRow;
  brandName: string;
  verificationUrl: string;
}): Promise<Buffer> {
  const { certificate, brandName, verificationUrl } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Completion ${certificate.number}`,
      Author: brandName,
      Subject: certificate.courseTitle,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const { width } = doc.page;
  const left = 72;
  const textWidth = width - left * 2;
  const centered = { width: textWidth, align: 'center' as const };
  drawFrame(doc);

  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(brand)
    .text(brandName.toUpperCase(), left, 70, {
      ...centered,
      characterSpacing: 2,
    });
  doc.font('Times-Bold').fontSize(40).fillColor(ink).text('Certificate of Completion', left, 100, centered);
  doc.font('Times-Italic').fontSize(16).fillColor(muted).text('This certifies that', left, 162, centered);
  doc.font('Times-Bold').fontSize(nameFontSize(certificate.printedName)).fillColor(ink);
  doc.text(certificate.printedName, left, 190, centered);
  const lineY = doc.y + 6;
  doc
    .save()
    .lineWidth(1)
    .strokeColor(gold)
    .moveTo(width / 2 - 200, lineY)
    .lineTo(width / 2 + 200, lineY)
    .stroke();
  doc.restore();
  doc
    .font('Times-Roman')
    .fontSize(16)
    .fillColor(muted)
    .text('has successfully completed the', left, lineY + 14, centered);
  doc
    .font('Times-Bold')
    .fontSize(20)
    .fillColor(brand)
    .text(certificate.courseTitle, left, doc.y + 6, centered);
  doc
    .font('Times-Roman')
    .fontSize(14)
    .fillColor(ink)
    .text(
      `including every core lesson and the final national core practice exam, passed with a score of ${certificate.examScore}%.`,
      left + 40,
      doc.y + 10,
      { width: textWidth - 80, align: 'center' },
    );

  // The issuer's line in the middle, like a signature block.
  const issuerY = Math.max(360, doc.y + 18);
  doc
    .save()
    .lineWidth(0.75)
    .strokeColor(muted)
    .moveTo(width / 2 - 110, issuerY)
    .lineTo(width / 2 + 110, issuerY)
    .stroke();
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ink)
    .text(brandName, left, issuerY + 6, centered);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(muted)
    .text('Course provider', left, issuerY + 20, centered);

  // The facts a verifier checks, bottom left; the QR code of the verification URL, bottom right.
  const factsY = 428;
  const qrSize = 96;
  const qrX = width - left - qrSize;
  const facts: [string, string][] = [
    ['Date of completion', dateFormat.format(certificate.completedAt)],
    ['Final exam score', `${certificate.examScore}%`],
    ['Certificate number', certificate.number],
  ];
  facts.forEach(([label, value], index) => {
    const y = factsY + index * 22;
    doc.font('Helvetica').fontSize(10).fillColor(muted).text(label, left, y, { width: 130 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(ink)
      .text(value, left + 130, y - 1, { width: 260 });
  });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(muted)
    .text('Verify at', left, factsY + 70, { width: 60 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(brand)
    .text(verificationUrl, left + 60, factsY + 70, { width: qrX - left - 80, link: verificationUrl });
  drawQrCode(doc, verificationUrl, qrX, factsY - 12, qrSize);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(muted)
    .text('Scan to verify', qrX, factsY + qrSize - 8, { width: qrSize, align: 'center' });

  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(muted)
    .text(
      `This certificate confirms completion of the ${certificate.courseTitle}, an exam-preparation course. It is not a state pesticide applicator license or certification, and it does not authorize anyone to buy or apply restricted-use pesticides.`,
      left,
      546,
      { width: textWidth, align: 'center' },
    );
  doc.end();
  return done;
}
