import { describe, expect, it } from 'vitest';
import { documentText, headingOf } from './document-passages';

describe('document passages', () => {
  it('takes Markdown, numbered and short ALL-CAPS lines as headings, and not ordinary lines', () => {
    expect(headingOf('## Storage rules')).toBe('Storage rules');
    expect(headingOf('Chapter 3: Drift')).toBe('Chapter 3: Drift');
    expect(headingOf('PERSONAL PROTECTIVE EQUIPMENT')).toBe('PERSONAL PROTECTIVE EQUIPMENT');
    expect(headingOf('Wear gloves when mixing.')).toBeNull();
    expect(headingOf('Alpha 4E 2 pt/A CAUTION')).toBeNull();
    expect(headingOf('REI 12 H')).toBeNull();
  });

  it('files each passage of a text under the file name and its section, cut at blank lines', () => {
    const text = documentText('notes.txt', {
      ok: true,
      kind: 'txt',
      status: 'ready',
      text: 'Intro line before any heading.\n\n# Storage\nKeep products locked.\n\nAway from feed.\n\n# Disposal\nTriple rinse.',
    });
    expect(text.passages.map((p) => [p.heading, p.text])).toEqual([
      ['notes.txt', 'Intro line before any heading.'],
      ['notes.txt › Storage', 'Keep products locked.\n\nAway from feed.'],
      ['notes.txt › Disposal', 'Triple rinse.'],
    ]);
  });

  it('keeps a text file’s table rows and list items on their own lines, wrapped lines joined (issue 26)', () => {
    const text = documentText('notes.txt', {
      ok: true,
      kind: 'txt',
      status: 'ready',
      text: 'Rates depend on:\n- nozzle flow,\nset by the tip;\n- speed.\n\n| Category | Word |\n|---|---|\n| IV | CAUTION |',
    });
    expect(text.passages.map((p) => p.text)).toEqual([
      'Rates depend on:\n- nozzle flow, set by the tip;\n- speed.\n\n| Category | Word |\n|---|---|\n| IV | CAUTION |',
    ]);
  });

  it('keeps CSV rows whole with their numbers, and PDF pages with theirs', () => {
    const csv = documentText('rates.csv', {
      ok: true,
      kind: 'csv',
      status: 'ready',
      columns: ['Product', 'Rate'],
      rows: [
        { rowNumber: 1, text: 'Product: Alpha; Rate: 2 pt/A' },
        { rowNumber: 2, text: 'Product: Beta; Rate: 1 lb/A' },
      ],
    });
    expect(csv.passages).toEqual([
      expect.objectContaining({ heading: 'rates.csv', rowStart: 1, rowEnd: 2, pageStart: null }),
    ]);
    const pdf = documentText('manual.pdf', {
      ok: true,
      kind: 'pdf',
      status: 'ready',
      pageCount: 3,
      pages: [
        { pageNumber: 1, text: 'SIGNAL WORDS\nDanger means highly toxic.' },
        { pageNumber: 2, text: 'Warning means moderately toxic.' },
        { pageNumber: 3, text: '' },
      ],
      pagesWithoutText: [3],
    });
    expect(pdf.pageCount).toBe(3);
    expect(pdf.passages).toEqual([
      expect.objectContaining({ heading: 'manual.pdf › SIGNAL WORDS', pageStart: 1, pageEnd: 2 }),
    ]);
  });
});
