import { describe, expect, it } from 'vitest';
import { drawCheckQuestions, type TQuestionRow } from './check-draw';

const row = (id: string, section: string) => ({ id, section: `lesson#${section}` }) as TQuestionRow;
const pool = [...['a1', 'a2', 'a3', 'a4'].map((id) => row(id, 'a')), row('b1', 'b'), row('b2', 'b'), row('c1', 'c')];

describe('drawing a lesson’s check', () => {
  it('takes five questions across every section before a second from any, the same for the same seed', () => {
    const drawn = drawCheckQuestions(pool, '7:lesson:0')!;
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn.slice(0, 3).map((q) => q.section))).toEqual(new Set(['lesson#a', 'lesson#b', 'lesson#c']));
    expect(drawCheckQuestions([...pool].reverse(), '7:lesson:0')).toEqual(drawn);
    const others = new Set(
      Array.from({ length: 8 }, (_, round) =>
        drawCheckQuestions(pool, `7:lesson:${round}`)!
          .map((q) => q.id)
          .join(),
      ),
    );
    expect(others.size).toBeGreaterThan(1);
  });

  it('asks all of a small pool, and nothing below three questions', () => {
    expect(
      drawCheckQuestions(pool.slice(0, 3), 's')!
        .map((q) => q.id)
        .sort(),
    ).toEqual(['a1', 'a2', 'a3']);
    expect(drawCheckQuestions(pool.slice(0, 2), 's')).toBeNull();
  });
});
