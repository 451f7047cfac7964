import { and, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { questions, type TAskedQuestion } from '../db/schema';
import { shuffle } from './shuffle';

type TQuestionRow = typeof questions.$inferSelect;

/**
 * Splits `count` questions over topics by their shares with the largest-remainder method, then moves any topic's
 * shortfall (fewer questions in the bank than its share) to the topics that still have some, largest share first.
 */
export function allocateQuestions(count: number, shares: Map<string, number>, available: Map<string, number>) {
  const topics = [...shares.keys()];
  const totalShare = topics.reduce((sum, topic) => sum + shares.get(topic)!, 0);
  const exact = topics.map((topic) => ({ topic, value: (count * shares.get(topic)!) / totalShare }));
  const allocation = new Map(exact.map(({ topic, value }) => [topic, Math.floor(value)]));
  let left = count - [...allocation.values()].reduce((sum, n) => sum + n, 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const { topic } of byRemainder) {
    if (left === 0) break;
    allocation.set(topic, allocation.get(topic)! + 1);
    left -= 1;
  }
  let shortfall = 0;
  for (const topic of topics) {
    const capped = Math.min(allocation.get(topic)!, available.get(topic) ?? 0);
    shortfall += allocation.get(topic)! - capped;
    allocation.set(topic, capped);
  }
  const byShare = [...topics].sort((a, b) => shares.get(b)! - shares.get(a)!);
  while (shortfall > 0) {
    const topic = byShare.find((t) => allocation.get(t)! < (available.get(t) ?? 0));
    if (!topic) break;
    allocation.set(topic, allocation.get(topic)! + 1);
    shortfall -= 1;
  }
  return allocation;
}

/** Options in a fresh order, except True/False, which reads oddly the other way round. */
export function askQuestion(row: TQuestionRow, random: () => number): TAskedQuestion {
  const keepOrder = row.type === 'true_false';
  return {
    questionId: row.id,
    topic: row.topic,
    type: row.type,
    question: row.question,
    options: row.options ? (keepOrder ? row.options : shuffle(row.options, random)) : null,
    answer: row.answer,
    details: row.details,
    explanation: row.explanation,
  };
}

export interface TPickRequest {
  /** Topic (or category-tag) ids with their share of the questions. */
  shares: Map<string, number>;
  count: number;
  /** Question ids the learner saw lately, most recent first; used only once unseen ones run out. */
  recentlySeen: string[];
  /** Question ids never to draw (the questions of the learner's running exam). */
  exclude?: Set<string>;
  random?: () => number;
}

/** Draws questions from the bank for the topics' shares, unseen ones first, and mixes the topics. */
export async function pickQuestions(db: TDatabase, request: TPickRequest): Promise<TAskedQuestion[]> {
  const random = request.random ?? Math.random;
  const topics = [...request.shares.keys()];
  if (topics.length === 0 || request.count <= 0) return [];
  const excluded = request.exclude ?? new Set<string>();
  const rows = (
    await db
      .select()
      .from(questions)
      .where(and(inArray(questions.topic, topics), isNull(questions.retiredAt)))
  ).filter((row) => !excluded.has(row.id));
  const byTopic = new Map<string, TQuestionRow[]>();
  for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
  const available = new Map(topics.map((topic) => [topic, byTopic.get(topic)?.length ?? 0]));
  const allocation = allocateQuestions(request.count, request.shares, available);
  const recency = new Map(request.recentlySeen.map((id, index) => [id, index]));
  const picked = topics.flatMap((topic) => {
    const pool = byTopic.get(topic) ?? [];
    const unseen = shuffle(
      pool.filter((row) => !recency.has(row.id)),
      random,
    );
    // Among seen questions, the ones seen longest ago come back first.
    const seen = pool.filter((row) => recency.has(row.id)).sort((a, b) => recency.get(b.id)! - recency.get(a.id)!);
    return [...unseen, ...seen].slice(0, allocation.get(topic));
  });
  return shuffle(picked, random).map((row) => askQuestion(row, random));
}
