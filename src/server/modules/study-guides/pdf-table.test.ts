import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pageMargins } from './pdf-style';
import { drawTable } from './pdf-table';

async function draw(table: Parameters<typeof drawTable>[1]) {
  const doc = new PDFDocument({ size: 'LETTER', margins: pageMargins });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  drawTable(doc, table);
  doc.end();
  const pdf = await getDocumentProxy(new Uint8Array(await done));
  return extractText(pdf, { mergePages: false });
}

describe('PDF tables', () => {
  it('repeats the header row on every page a long table runs onto, and keeps every cell', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`Row ${i + 1}`, `Value of row ${i + 1}`, 'x']);
    const { totalPages, text } = await draw({ header: ['Item', 'Measured value', 'Mark'], rows });
    expect(totalPages).toBeGreaterThan(1);
    for (const page of text) expect(page).toContain('Measured value');
    const all = text.join('\n');
    for (const [name] of rows) expect(all).toMatch(new RegExp(`${name}\\b`));
  });

  it('wraps long cells inside their column instead of running past the page', async () => {
    const long = 'word '.repeat(200).trim();
    const { totalPages, text } = await draw({ header: ['Short', 'Long'], rows: [['a', long]] });
    expect(totalPages).toBe(1);
    expect(text[0]!.replace(/\s+/g, ' ')).toContain(long);
  });

  it('splits a row taller than a page at word boundaries, losing no word', async () => {
    const words = Array.from({ length: 1400 }, (_, i) => `w${i + 1}`);
    const { totalPages, text } = await draw({ header: ['Topic', 'Key fact'], rows: [['Long card', words.join(' ')]] });
    expect(totalPages).toBeGreaterThan(1);
    for (const page of text) expect(page).toContain('Key fact');
    expect(text.join(' ').match(/w\d+/g)).toEqual(words);
  });

  it('breaks a word taller than a page by characters, and ends (issue 25 fuzz: a 2,000-character card front)', async () => {
    // No space to split at: the row used to go to the next page whole, again and again, without end.
    const run = Array.from({ length: 1000 }, (_, i) => `%_${i % 10}`).join('');
    const rows = [
      [run, ''],
      ['next', 'row'],
    ];
    const { totalPages, text } = await draw({ header: ['Topic', 'Key fact'], rows, fractions: [0.32, 0.68] });
    expect(totalPages).toBeGreaterThan(1);
    // Each page repeats the header row; the run itself is all there, in order.
    const cells = text.map((page) => page.replace('Topic', '').replace('Key fact', '')).join('');
    expect(cells.replace(/\s+/g, '')).toContain(run);
    expect(text.join(' ')).toContain('next');
  });
});
