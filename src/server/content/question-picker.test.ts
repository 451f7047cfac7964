import { describe, expect, it } from 'vitest';
import { allocateQuestions } from './question-picker';

const shares = (entries: Record<string, number>) => new Map(Object.entries(entries));
const plenty = (entries: Record<string, number>) => new Map(Object.keys(entries).map((topic) => [topic, 100]));

describe('allocating questions to topics', () => {
  it('follows the shares with the largest remainders rounding up', () => {
    const blueprint = { a: 0.12, b: 0.1, c: 0.08, d: 0.7 };
    expect(Object.fromEntries(allocateQuestions(50, shares(blueprint), plenty(blueprint)))).toEqual({
      a: 6,
      b: 5,
      c: 4,
      d: 35,
    });
    const even = { a: 1, b: 1, c: 1 };
    const split = allocateQuestions(10, shares(even), plenty(even));
    expect([...split.values()].sort()).toEqual([3, 3, 4]);
  });

  it('moves a topic’s shortfall to topics that still have questions, never past what exists', () => {
    const split = allocateQuestions(
      10,
      shares({ a: 1, b: 1 }),
      new Map([
        ['a', 2],
        ['b', 20],
      ]),
    );
    expect(Object.fromEntries(split)).toEqual({ a: 2, b: 8 });
    const tooFew = allocateQuestions(10, shares({ a: 1 }), new Map([['a', 3]]));
    expect(tooFew.get('a')).toBe(3);
  });
});
