import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cardsToCsv, parseCsvCards, type TCardText } from './flashcard-files';

// CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ TAB or CR as a formula. The export makes
// such cells text with a leading quote; the import takes that quote off again, so the deck comes back as it was.
const cells = (csv: string) => parse(csv, { relax_column_count: true }) as string[][];
const card = (front: string, back = 'Back', tags: string[] = []): TCardText => ({ front, back, tags });

describe('flashcard CSV and spreadsheet formulas', () => {
  it('writes a cell that a spreadsheet would run as a formula with a leading quote', () => {
    const csv = cardsToCsv([
      card('=SUM(A1)', '+1 555 0100', ['@risk']),
      card('-5 °C', '\tindented'),
      card('\rreturn', '=HYPERLINK("https://example.test")'),
    ]);
    expect(cells(csv).slice(1)).toEqual([
      ["'=SUM(A1)", "'+1 555 0100", "'@risk"],
      ["'-5 °C", "'\tindented", ''],
      ["'\rreturn", '\'=HYPERLINK("https://example.test")', ''],
    ]);
  });

  it('leaves ordinary cells alone, a quote or a formula sign later in the text included', () => {
    const csv = cardsToCsv([card("'Tis the season", 'a = b + c', ['core', 'mine'])]);
    expect(cells(csv)[1]).toEqual(["'Tis the season", 'a = b + c', 'core; mine']);
  });

  it('reads its own export back to the same cards, with no cell a spreadsheet would run', () => {
    const deck = [
      card('=SUM(A1)', '-5 °C', ['=tag']),
      card('-5 °C', 'Below freezing'),
      card("'=already quoted", "''+twice"),
      card("'Tis plain", '@home'),
    ];
    const csv = cardsToCsv(deck);
    expect(
      cells(csv)
        .flat()
        .filter((cell) => /^[=+\-@\t\r]/.test(cell)),
    ).toEqual([]);
    expect(parseCsvCards(csv)).toEqual(deck);
  });

  it('on import takes one quote off a quoted formula cell and keeps other quotes', () => {
    const file = "front,back,tags\n'=SUM(A1),'-5 °C,'@risk\n'Tis,'''+1,x\n";
    expect(parseCsvCards(file)).toEqual([
      { front: '=SUM(A1)', back: '-5 °C', tags: ['@risk'] },
      { front: "'Tis", back: "''+1", tags: ['x'] },
    ]);
  });
});
