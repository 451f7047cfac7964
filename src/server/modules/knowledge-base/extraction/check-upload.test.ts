import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { knowledgeBaseMaxFileBytes } from '../../../../shared/domain/knowledge-base';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import { checkUpload } from './check-upload';
import { binaryBytes, makeManualPdf, utf8, utf16LeWithBom } from './test-files';

const productsCsv = utf8('Product,Rate,Notes\n"Alpha 4E","2 pt/A","Do not apply near water, wells or drains"\n');

describe('checkUpload', () => {
  it('accepts a real PDF and gives the sha256 of its bytes', async () => {
    const bytes = await makeManualPdf();
    const result = checkUpload({ filename: 'Manual.PDF', bytes });
    expect(result).toEqual({ ok: true, kind: 'pdf', sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('gives the same sha256 for the same content under another name, and another for other content', async () => {
    const a = checkUpload({ filename: 'a.txt', bytes: utf8('Wear gloves.') });
    const b = checkUpload({ filename: 'copy of a.txt', bytes: utf8('Wear gloves.') });
    const c = checkUpload({ filename: 'a.txt', bytes: utf8('Wear goggles.') });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (a.ok && b.ok && c.ok) {
      expect(a.sha256).toBe(b.sha256);
      expect(a.sha256).not.toBe(c.sha256);
    }
  });

  it('accepts UTF-8 text and a UTF-16 file with a byte-order mark', () => {
    expect(checkUpload({ filename: 'notes.txt', bytes: utf8('Re-entry interval: 12 hours — café') })).toMatchObject({
      ok: true,
      kind: 'txt',
    });
    expect(checkUpload({ filename: 'notes.txt', bytes: utf16LeWithBom('Signal word: CAUTION\r\n') })).toMatchObject({
      ok: true,
      kind: 'txt',
    });
  });

  it('accepts a CSV with a header row and quoted commas', () => {
    expect(checkUpload({ filename: 'rates.csv', bytes: productsCsv })).toMatchObject({ ok: true, kind: 'csv' });
  });

  it('refuses an empty file, and a text file of only whitespace', () => {
    expect(checkUpload({ filename: 'empty.pdf', bytes: new Uint8Array() })).toEqual({
      ok: false,
      code: 'empty',
      message: texts.empty,
    });
    expect(checkUpload({ filename: 'blank.txt', bytes: utf8(' \n\n\t') })).toMatchObject({ ok: false, code: 'empty' });
  });

  it('refuses an 11 MB file with the spec message, and takes one of exactly 10 MB', () => {
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
    expect(checkUpload({ filename: 'big.txt', bytes: big })).toEqual({
      ok: false,
      code: 'too-large',
      message: 'File size should be less than 10MB.',
    });
    const limit = new Uint8Array(knowledgeBaseMaxFileBytes).fill(0x61);
    expect(checkUpload({ filename: 'limit.txt', bytes: limit })).toMatchObject({ ok: true, kind: 'txt' });
  });

  it('refuses a binary file named .txt or .csv as not text', () => {
    for (const filename of ['photo.txt', 'photo.csv']) {
      expect(checkUpload({ filename, bytes: binaryBytes() })).toEqual({
        ok: false,
        code: 'not-text',
        message: texts.notText,
      });
    }
  });

  it('refuses text with NUL bytes even when it is otherwise valid UTF-8', () => {
    expect(checkUpload({ filename: 'log.txt', bytes: utf8('line one\u0000\u0000line two') })).toMatchObject({
      ok: false,
      code: 'not-text',
    });
  });

  it('refuses Latin-1 text as invalid UTF-8 and says how to fix it', () => {
    const latin1 = new Uint8Array(Buffer.from('Caf\u00e9 and na\u00efve rates', 'latin1'));
    expect(checkUpload({ filename: 'old.txt', bytes: latin1 })).toEqual({
      ok: false,
      code: 'invalid-utf8',
      message: texts.invalidUtf8,
    });
  });

  it('reads text in the charset its content type declares, and refuses a charset nobody knows', () => {
    const latin1 = new Uint8Array(Buffer.from('Caf\u00e9 rates', 'latin1'));
    for (const declaredType of ['text/plain; charset=windows-1252', 'text/plain;charset="ISO-8859-1"']) {
      expect(checkUpload({ filename: 'old.txt', bytes: latin1, declaredType })).toMatchObject({
        ok: true,
        kind: 'txt',
      });
    }
    expect(checkUpload({ filename: 'old.csv', bytes: latin1, declaredType: 'text/csv; charset=klingon' })).toEqual({
      ok: false,
      code: 'invalid-utf8',
      message: texts.unknownCharset('klingon'),
    });
    // A declared single-byte charset does not make binary data text.
    expect(
      checkUpload({ filename: 'x.txt', bytes: binaryBytes(), declaredType: 'text/plain; charset=latin1' }),
    ).toMatchObject({
      ok: false,
      code: 'not-text',
    });
  });

  it('refuses a name whose extension disagrees with the content', async () => {
    const pdf = await makeManualPdf(1);
    expect(checkUpload({ filename: 'manual.txt', bytes: pdf })).toEqual({
      ok: false,
      code: 'extension-mismatch',
      message: texts.pdfNamedOtherwise,
    });
    expect(checkUpload({ filename: 'manual.pdf', bytes: utf8('just text') })).toEqual({
      ok: false,
      code: 'extension-mismatch',
      message: texts.notPdf,
    });
  });

  it('refuses other types, and uses the declared type only when the name has no extension', async () => {
    expect(checkUpload({ filename: 'label.docx', bytes: utf8('text') })).toMatchObject({ code: 'unsupported-type' });
    expect(checkUpload({ filename: 'label.txt.exe', bytes: utf8('text') })).toMatchObject({ code: 'unsupported-type' });
    expect(checkUpload({ filename: 'label', bytes: utf8('text') })).toMatchObject({ code: 'unsupported-type' });
    expect(
      checkUpload({ filename: 'label', bytes: productsCsv, declaredType: 'text/csv; charset=utf-8' }),
    ).toMatchObject({ ok: true, kind: 'csv' });
    expect(
      checkUpload({ filename: 'label.txt', bytes: await makeManualPdf(1), declaredType: 'application/pdf' }),
    ).toMatchObject({ code: 'extension-mismatch' });
  });

  it('refuses a CSV without a usable header or rows, with a message that says which', () => {
    const check = (text: string) => checkUpload({ filename: 't.csv', bytes: utf8(text) });
    expect(check('Product,,Rate\nA,b,c\n')).toEqual({ ok: false, code: 'csv-unreadable', message: texts.csvNoHeader });
    expect(check('Product,Rate,product\nA,b,c\n')).toEqual({
      ok: false,
      code: 'csv-unreadable',
      message: texts.csvDuplicateColumn('product'),
    });
    expect(check('Product,Rate\n')).toEqual({ ok: false, code: 'csv-unreadable', message: texts.csvNoRows });
    expect(check('Product,Rate\nA,2,extra\n')).toMatchObject({
      code: 'csv-unreadable',
      message: expect.stringContaining('different number of fields than the header (line 2)'),
    });
    expect(check('Product,Rate\n"A,2\n')).toMatchObject({
      code: 'csv-unreadable',
      message: expect.stringContaining('quoted field is never closed'),
    });
  });
});
