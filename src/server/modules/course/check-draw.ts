import { createHash } from 'node:crypto';
import { knowledgeCheckSize } from '../../../shared/domain/course-texts';
import type { questions } from '../../db/schema';

export type TQuestionRow = typeof questions.$inferSelect;

/** A number in [0, 1) fixed by the text, so a draw can be made again on the server to score it. */
const hashUnit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/** A random source repeatable from its seed (mulberry32), for the options' order. */
export function seededRandom(seed: string) {
  let state = Math.floor(hashUnit(seed) * 2 ** 32);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const sectionOf = (row: TQuestionRow) => row.section.split('#')[1] ?? '';

/**
 * The check's questions: up to five of the lesson's eligible questions, taken in turn from its sections so they cover
 * as many sections as they can. The order comes from the seed (learner, lesson, round): the same seed draws the same
 * questions, which is how the server knows what it asked without storing the draw, and the next round draws others.
 * Null when fewer than three questions are eligible.
 */
export function drawCheckQuestions(pool: TQuestionRow[], seed: string): TQuestionRow[] | null {
  if (pool.length < knowledgeCheckSize.min) return null;
  const bySection = new Map<string, TQuestionRow[]>();
  for (const row of [...pool].sort((a, b) => hashUnit(`${seed}:${a.id}`) - hashUnit(`${seed}:${b.id}`))) {
    bySection.set(sectionOf(row), [...(bySection.get(sectionOf(row)) ?? []), row]);
  }
  const queues = [...bySection.entries()]
    .sort(([a], [b]) => hashUnit(`${seed}#${a}`) - hashUnit(`${seed}#${b}`))
    .map(([, rows]) => rows);
  const count = Math.min(knowledgeCheckSize.max, pool.length);
  const drawn: TQuestionRow[] = [];
  while (drawn.length < count) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && drawn.length < count) drawn.push(next);
    }
  }
  return drawn;
}
