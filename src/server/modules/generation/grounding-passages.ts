import type { TTopicSelection } from '../../../shared/contract/ai';
import { groundedGeneration as limits } from '../../../shared/domain/grounded-generation';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { selectionTopics } from '../../providers/ai/selection-topics';
import type { TCitationTarget, TRetriever } from '../knowledge/retrieval-types';

/** A passage as the model sees it: numbered by the server, with the bank topic it was found for. */
export interface TGroundingPassage {
  number: number;
  chunkId: string;
  heading: string;
  body: string;
  /** The bank topic (core topic id or category slug) an item written from this passage belongs to. */
  topic: string;
  topicName: string;
  citation: TCitationTarget;
}

export interface TGroundingRequest {
  selection: TTopicSelection;
  /** The learner's jurisdictions: federal material plus their states; nothing tagged only for another state. */
  jurisdictions: string[];
  /** Bank questions of the learner's running exam: their explanations are never material. */
  excludeQuestionIds: Set<string>;
}

/** What a passage is called when an item cites it ("Personal Protective Equipment › Respirators", "notes.pdf p. 3"). */
export function passageLabel(passage: Pick<TGroundingPassage, 'heading' | 'citation'>): string {
  const { citation } = passage;
  if (citation.kind === 'document') {
    const page = citation.pageStart ? `, page ${citation.pageStart}` : '';
    return `${citation.filename}${page}`;
  }
  return passage.heading || (citation.kind === 'glossary' ? citation.term : 'Study material');
}

/**
 * The material to write from, through the one retrieval service: each chosen topic (or category) by its name, in
 * the learner's jurisdictions. Lessons, uploaded documents and glossary terms only: bank questions' explanations are
 * left out, as items written from them would be copies of the bank.
 */
export async function findGroundingPassages(
  db: TDatabase,
  retrieve: TRetriever,
  request: TGroundingRequest,
): Promise<TGroundingPassage[]> {
  const names = await topicNamesOf(db, request.selection);
  const found = new Map<string, Omit<TGroundingPassage, 'number'>>();
  for (const [topic, topicName] of names) {
    const result = await retrieve(db, {
      query: topicName,
      jurisdictions: request.jurisdictions,
      limit: limits.passagesPerTopic,
      sources: ['lesson', 'document', 'glossary'],
      excludeQuestionIds: [...request.excludeQuestionIds],
    });
    for (const hit of result.hits) {
      if (found.has(hit.chunkId)) continue;
      found.set(hit.chunkId, {
        chunkId: hit.chunkId,
        heading: hit.heading,
        body: hit.body.slice(0, limits.passageMaxChars),
        topic,
        topicName,
        citation: hit.citation,
      });
    }
  }
  // Topics take turns, so a quiz on three topics has material from each even when the prompt is full.
  const byTopic = [...names.keys()].map((topic) => [...found.values()].filter((p) => p.topic === topic));
  const interleaved: Omit<TGroundingPassage, 'number'>[] = [];
  for (let round = 0; interleaved.length < found.size; round += 1) {
    for (const list of byTopic) if (list[round]) interleaved.push(list[round]!);
  }
  return interleaved.slice(0, limits.maxPassages).map((passage, index) => ({ ...passage, number: index + 1 }));
}

/** Core topics by their spec names (what lessons are titled); categories by their tag names. */
async function topicNamesOf(db: TDatabase, selection: TTopicSelection): Promise<Map<string, string>> {
  if (selection.type === 'Core') {
    return new Map(selection.topics.map((id) => [id, coreTopics.find((t) => t.id === id)?.name ?? id]));
  }
  return selectionTopics(db, selection);
}
