import { describe, expect, it } from 'vitest';
import { dropRunningLines, joinHyphenatedLineEnds } from './page-cleanup';

describe('dropRunningLines', () => {
  it('drops edge lines that recur on most pages, and an outermost line that differs only in the page number', () => {
    const pages = [1, 2, 3, 4].map((n) => [`Core Manual · Chapter ${n}`, `Body ${n}`, `${n}`]);
    pages[3] = ['Appendix', 'Body 4', '- 4 -'];
    expect(dropRunningLines(pages)).toEqual([['Body 1'], ['Body 2'], ['Body 3'], ['Appendix', 'Body 4']]);
  });

  it('recognises page-number lines in their common forms, at the edges only', () => {
    for (const footer of ['7', 'Page 7', 'page 7 of 9', '7 / 9', '- 7 -', 'vii']) {
      expect(dropRunningLines([['Heading', 'Body', footer]])).toEqual([['Heading', 'Body']]);
    }
    const body = ['Top', 'Rates per acre:', '12', 'applied twice', 'Bottom line'];
    expect(dropRunningLines([body])).toEqual([body]);
  });

  it('drops the same text near the edge of most pages, exactly', () => {
    const pages = [1, 2, 3].map((n) => ['Core Manual', 'Unit B', `Text ${n}`, 'More', 'EPA Region 4', 'Do not copy']);
    expect(dropRunningLines(pages)).toEqual([1, 2, 3].map((n) => [`Text ${n}`, 'More']));
  });

  it('keeps a sentence that repeats in the body of every page', () => {
    const pages = [1, 2, 3].map((n) => [
      `Heading ${n * 5}`,
      `Part ${n} intro`,
      'Read the label.',
      `Part ${n} notes`,
      `Closing ${n * 7}`,
    ]);
    expect(dropRunningLines(pages)).toEqual(pages);
  });

  it('keeps a recurring top line whose number is not the page number (it may be a real heading)', () => {
    const pages = [10, 20, 30].map((n) => [`Table ${n}`, `Rates ${n + 1}`, `Values ${n + 2}`, `More values ${n + 3}`]);
    expect(dropRunningLines(pages)).toEqual(pages);
  });

  it('keeps lines that two pages share: two pages alike may simply be alike', () => {
    const pages = [1, 2].map((n) => ['Rate table', 'Product Rate', 'Alpha 2 pt/A', `Part ${n}`]);
    expect(dropRunningLines(pages)).toEqual(pages);
    expect(
      dropRunningLines([
        ['Rate table', 'Alpha', '1'],
        ['Rate table', 'Beta', '2'],
      ]),
    ).toEqual([
      ['Rate table', 'Alpha'],
      ['Rate table', 'Beta'],
    ]);
  });

  it('looks only at the first and last line of a short page', () => {
    const pages = [1, 2, 3].map((n) => [`Heading ${n * 5}`, 'Shared line', `Own line ${n * 3}`, 'Footer']);
    expect(dropRunningLines(pages)).toEqual(
      [1, 2, 3].map((n) => [`Heading ${n * 5}`, 'Shared line', `Own line ${n * 3}`]),
    );
  });

  it('keeps a line found on only half of the pages', () => {
    const pages = [['Note', 'a'], ['Note', 'b'], ['c'], ['d']];
    expect(dropRunningLines(pages)).toEqual(pages);
  });
});

describe('joinHyphenatedLineEnds', () => {
  it('joins a word split across lines', () => {
    expect(joinHyphenatedLineEnds('apply the pesti-\ncide today')).toBe('apply the pesticide today');
    expect(joinHyphenatedLineEnds('a soft\u00ad\nhyphen: certi\u00ad\nfied')).toBe('a softhyphen: certified');
  });

  it('keeps a real compound broken at its hyphen', () => {
    expect(joinHyphenatedLineEnds('Restricted-\nuse products')).toBe('Restricted-use products');
    expect(joinHyphenatedLineEnds('protect non-\ntarget plants')).toBe('protect non-target plants');
  });

  it('lets the document decide: a compound written elsewhere keeps its hyphen, a word written elsewhere is joined', () => {
    expect(joinHyphenatedLineEnds('Wear chemical-resistant gloves. Use chemical-\nresistant boots.')).toBe(
      'Wear chemical-resistant gloves. Use chemical-resistant boots.',
    );
    expect(joinHyphenatedLineEnds('Reentry is restricted. The re-\nentry interval is 12 hours.')).toBe(
      'Reentry is restricted. The reentry interval is 12 hours.',
    );
  });

  it('leaves a hyphen alone when the next line does not continue a word', () => {
    const text = 'Steps 1-\n2 apply\nTemperature -\n5 C\nSection A-\nB';
    expect(joinHyphenatedLineEnds(text)).toBe(text);
  });
});
