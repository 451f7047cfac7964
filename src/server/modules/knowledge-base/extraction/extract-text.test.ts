import { describe, expect, it } from 'vitest';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import { checkUpload } from './check-upload';
import { extractText } from './extract-text';
import { probePdf } from './pdf-text';
import {
  binaryBytes,
  makeEncryptedPdf,
  makeManualPdf,
  makePdf,
  makeShapesOnlyPdf,
  makeTablePdf,
  utf8,
  utf16LeWithBom,
} from './test-files';

describe('extractText: PDF', () => {
  it('keeps each page with its number, drops the running header and page-number footer, joins split words', async () => {
    const result = await extractText('pdf', await makeManualPdf(3));
    expect(result).toMatchObject({ ok: true, kind: 'pdf', status: 'ready', pageCount: 3, pagesWithoutText: [] });
    if (!result.ok || result.kind !== 'pdf') throw new Error('expected PDF text');
    expect(result.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    expect(result.pages[0]!.text).toBe(
      [
        'Chapter 1: field notes',
        'Always read the label before you apply the pesticide to any crop. Restricted-use products need a certified applicator.',
      ].join('\n'),
    );
    expect(result.pages[1]!.text).toBe('Chapter 2: field notes\nSection 2 explains mixing, loading and cleanup.');
    const all = result.pages.map((page) => page.text).join('\n');
    expect(all).not.toContain('Florida Pesticide Applicator Manual');
    expect(all).not.toMatch(/Page \d of 3/);
  });

  it('reads a table row by row, its cells in column order with a space between them', async () => {
    const result = await extractText('pdf', await makeTablePdf());
    if (!result.ok || result.kind !== 'pdf') throw new Error('expected PDF text');
    expect(result.pages).toEqual(
      [1, 2].map((pageNumber) => ({
        pageNumber,
        text: [
          `Rate table, part ${pageNumber}`,
          'Product Rate Signal word',
          'Alpha 4E 2 pt/A CAUTION',
          'Beta 75DF 1 lb/A WARNING',
        ].join('\n'),
      })),
    );
  });

  it('keeps a line that is on only one page, even at its top', async () => {
    const bytes = await makePdf((doc) => {
      doc.text('Title page: Core Manual', 72, 36, { lineBreak: false });
      doc.text('Body of page one.', 72, 100, { lineBreak: false });
      for (const body of ['Body of page two.', 'Body of page three.']) {
        doc.addPage();
        doc.text(body, 72, 100, { lineBreak: false });
      }
    });
    const result = await extractText('pdf', bytes);
    if (!result.ok || result.kind !== 'pdf') throw new Error('expected PDF text');
    expect(result.pages[0]!.text).toBe('Title page: Core Manual\nBody of page one.');
  });

  it('gives a password-protected PDF its own error', async () => {
    const bytes = await makeEncryptedPdf();
    expect(checkUpload({ filename: 'secret.pdf', bytes })).toMatchObject({ ok: true, kind: 'pdf' });
    expect(await extractText('pdf', bytes)).toEqual({ ok: false, code: 'pdf-encrypted', message: texts.pdfEncrypted });
  });

  it('marks a PDF of drawn shapes only (like a scan) as needing OCR, not as an error', async () => {
    const result = await extractText('pdf', await makeShapesOnlyPdf());
    expect(result).toMatchObject({
      ok: true,
      kind: 'pdf',
      status: 'needs-ocr',
      pageCount: 2,
      pagesWithoutText: [1, 2],
    });
  });

  it('refuses a truncated PDF as damaged, wherever it was cut', async () => {
    const bytes = await makeManualPdf(3);
    for (const keep of [200, Math.floor(bytes.length / 2), bytes.length - 40]) {
      const cut = bytes.subarray(0, keep);
      expect(checkUpload({ filename: 'cut.pdf', bytes: cut })).toMatchObject({ ok: true, kind: 'pdf' });
      expect(await extractText('pdf', cut)).toEqual({ ok: false, code: 'pdf-corrupt', message: texts.pdfCorrupt });
    }
  });

  it('refuses bytes that only start like a PDF', async () => {
    expect(await extractText('pdf', utf8('%PDF-1.7\nnot really a pdf\n%%EOF\n'))).toMatchObject({
      code: 'pdf-corrupt',
    });
    expect(await extractText('pdf', new Uint8Array())).toMatchObject({ code: 'pdf-corrupt' });
  });

  it('does not change the bytes it was given', async () => {
    const bytes = await makeManualPdf(1);
    const copy = bytes.slice();
    await extractText('pdf', bytes);
    expect(bytes).toEqual(copy);
  });
});

describe('extractText: TXT and CSV', () => {
  it('gives text as it is, with Windows and old Mac newlines made \\n', async () => {
    expect(await extractText('txt', utf8('\ufeffLine one\r\nLine two\rLine three\n'))).toEqual({
      ok: true,
      kind: 'txt',
      status: 'ready',
      text: 'Line one\nLine two\nLine three\n',
    });
  });

  it('converts a UTF-16 file with a byte-order mark', async () => {
    expect(await extractText('txt', utf16LeWithBom('Signal word: WARNING\r\nAvoid drift — 10 mph'))).toEqual({
      ok: true,
      kind: 'txt',
      status: 'ready',
      text: 'Signal word: WARNING\nAvoid drift — 10 mph',
    });
    const bigEndian = Buffer.from(utf16LeWithBom('Big-endian too')).swap16();
    expect(await extractText('txt', new Uint8Array(bigEndian))).toMatchObject({ ok: true, text: 'Big-endian too' });
  });

  it('refuses a binary file instead of returning garbage', async () => {
    expect(await extractText('txt', binaryBytes())).toEqual({ ok: false, code: 'not-text', message: texts.notText });
    expect(await extractText('csv', binaryBytes())).toMatchObject({ ok: false, code: 'not-text' });
  });

  it('turns CSV rows into lines with their column names, keeping quoted commas and leaving empty cells out', async () => {
    const csv = [
      'Product,Rate,Notes',
      '"Alpha 4E","2 pt/A","Do not apply near water, wells or drains"',
      'Beta 75DF,1 lb/A,',
      ',,',
    ].join('\r\n');
    expect(await extractText('csv', utf8(csv))).toEqual({
      ok: true,
      kind: 'csv',
      status: 'ready',
      columns: ['Product', 'Rate', 'Notes'],
      rows: [
        { rowNumber: 1, text: 'Product: Alpha 4E; Rate: 2 pt/A; Notes: Do not apply near water, wells or drains' },
        { rowNumber: 2, text: 'Product: Beta 75DF; Rate: 1 lb/A' },
      ],
    });
  });

  it('gives a malformed CSV a typed error, never an exception', async () => {
    expect(await extractText('csv', utf8('A,B\n"open,2\n'))).toMatchObject({ ok: false, code: 'csv-unreadable' });
  });
});

describe('extractText: declared charset, and probePdf', () => {
  it('converts windows-1252 text to Unicode when the charset is declared', async () => {
    const bytes = new Uint8Array(Buffer.from('Caf\u00e9 \u00bd rate', 'latin1'));
    expect(await extractText('txt', bytes, 'windows-1252')).toEqual({
      ok: true,
      kind: 'txt',
      status: 'ready',
      text: 'Caf\u00e9 \u00bd rate',
    });
  });

  it('opens a good PDF and names what is wrong with a protected or cut-off one', async () => {
    expect(await probePdf(await makeManualPdf(1))).toEqual({ ok: true });
    expect(await probePdf(await makeEncryptedPdf())).toMatchObject({ ok: false, code: 'pdf-encrypted' });
    const pdf = await makeManualPdf(2);
    expect(await probePdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).toMatchObject({
      ok: false,
      code: 'pdf-corrupt',
    });
  });
});
