import { createHash } from 'node:crypto';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { groundedGeneration as limits, type TDroppedItemReason } from '../../../shared/domain/grounded-generation';
import type { TAskedQuestion } from '../../db/schema';
import { passageLabel, type TGroundingPassage } from './grounding-passages';
import { type NearDuplicateIndex, normaliseText, wordCoverage } from './text-similarity';
import { ZWrittenFlashcard, ZWrittenQuestion } from './written-items';

export type TChecked<T> = { ok: true; item: T } | { ok: false; reason: TDroppedItemReason };

const drop = (reason: TDroppedItemReason) => ({ ok: false, reason }) as const;
const passageText = (passage: TGroundingPassage) => `${passage.heading}\n${passage.body}`;

/**
 * A model-written multiple-choice question, accepted only when: it has the schema's shape; it cites a source the
 * server sent; its options are distinct; exactly one key is given and it is one of the options; the key's content
 * words all occur in the cited passage; and it is no near-copy of a bank question (or of an item already accepted,
 * which `seen` holds and is extended with what passes).
 */
export function checkWrittenQuestion(
  raw: unknown,
  passages: TGroundingPassage[],
  seen: NearDuplicateIndex,
): TChecked<TAskedQuestion> {
  const parsed = ZWrittenQuestion.safeParse(raw);
  if (!parsed.success) return drop('schema');
  const written = parsed.data;
  const passage = passages.find((p) => p.number === written.source);
  if (!passage) return drop('unknown-source');
  const folded = written.options.map(normaliseText);
  if (new Set(folded).size !== folded.length) return drop('duplicate-options');
  if (written.correctAnswers.length !== 1) return drop('key-count');
  const keyIndex = folded.indexOf(normaliseText(written.correctAnswers[0]!));
  if (keyIndex < 0) return drop('key-not-in-options');
  // The option as written is the key, so the scorer's exact comparison with the chosen option holds.
  const key = written.options[keyIndex]!;
  if (wordCoverage(key, passageText(passage)) < limits.keySupport) return drop('unsupported-key');
  if (seen.matches(written.question)) return drop('near-duplicate');
  seen.add(written.question);
  return {
    ok: true,
    item: {
      questionId: null,
      topic: passage.topic,
      type: 'multiple_choice',
      question: written.question,
      options: written.options,
      answer: key,
      details: { generatedFrom: { chunkId: passage.chunkId, label: passageLabel(passage) } },
      explanation: `${written.explanation} (Source: ${passageLabel(passage)})`,
    },
  };
}

/** A model-written flashcard: the same source and copy checks; its back (the answer) must be in the passage. */
export function checkWrittenFlashcard(
  raw: unknown,
  passages: TGroundingPassage[],
  seen: NearDuplicateIndex,
): TChecked<TGeneratedFlashcard> {
  const parsed = ZWrittenFlashcard.safeParse(raw);
  if (!parsed.success) return drop('schema');
  const written = parsed.data;
  const passage = passages.find((p) => p.number === written.source);
  if (!passage) return drop('unknown-source');
  if (wordCoverage(written.back, passageText(passage)) < limits.backSupport) return drop('unsupported-key');
  if (seen.matches(written.front)) return drop('near-duplicate');
  seen.add(written.front);
  // The same front always gets the same id, so a card the learner saved is not offered again.
  const sourceId = `generated-${createHash('sha256').update(normaliseText(written.front)).digest('hex').slice(0, 24)}`;
  return {
    ok: true,
    item: {
      front: written.front,
      back: `${written.back} (Source: ${passageLabel(passage)})`,
      tags: [passage.topicName],
      sourceId,
      sourceType: 'generated',
    },
  };
}
