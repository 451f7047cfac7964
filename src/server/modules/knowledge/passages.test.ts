import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';

const words = (n: number, word = 'alpha') => Array.from({ length: n }, () => word).join(' ');

describe('splitPassages', () => {
  it('keeps a short text as one passage with its page range', () => {
    const passages = splitPassages([
      { text: 'First paragraph.', page: 2 },
      { text: 'Second paragraph.', page: 3 },
    ]);
    expect(passages).toEqual([
      { text: 'First paragraph.\n\nSecond paragraph.', pageStart: 2, pageEnd: 3, rowStart: null, rowEnd: null },
    ]);
  });

  it('packs blocks up to the target and repeats a short tail as overlap', () => {
    const blocks = [
      { text: words(200, 'one'), row: 1 },
      { text: words(30, 'two'), row: 2 },
      { text: words(200, 'three'), row: 3 },
      { text: words(50, 'four'), row: 4 },
    ];
    const passages = splitPassages(blocks, { targetWords: 300, overlapWords: 40 });
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatchObject({ rowStart: 1, rowEnd: 2 });
    // The 30-word block fits the overlap and opens the second passage again.
    expect(passages[1]).toMatchObject({ rowStart: 2, rowEnd: 4 });
    expect(passages[1]?.text.startsWith('two')).toBe(true);
  });

  it('cuts an overlong block at sentence ends, and a sentence without any at words', () => {
    const sentence = `${words(99)}.`;
    const long = Array.from({ length: 10 }, () => sentence).join(' ');
    const passages = splitPassages([{ text: long, page: 7 }], { targetWords: 300, maxWords: 450, overlapWords: 0 });
    for (const passage of passages) expect(passage.text.split(/\s+/).length).toBeLessThanOrEqual(450);
    expect(passages.map((p) => p.text.split(/\s+/).length).reduce((a, b) => a + b, 0)).toBe(990);
    expect(passages.every((p) => p.pageStart === 7 && p.pageEnd === 7)).toBe(true);

    const unbroken = splitPassages([{ text: words(1000) }], { maxWords: 450, overlapWords: 0 });
    expect(unbroken.map((p) => p.text.split(/\s+/).length)).toEqual([450, 450, 100]);
  });

  it('drops empty blocks and gives nothing for nothing', () => {
    expect(splitPassages([{ text: '   ' }, { text: '' }])).toEqual([]);
  });
});
