import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-content-pack';
import type { TDatabaseHandle } from '../../db/client';
import { buildContentPack, buildGlossaryEntry, buildLesson, buildQuestion } from '../../test/content-factories';
import { createTestDatabase } from '../../test/database';
import { indexContentPack } from './pack-index';
import { searchKnowledge } from './retrieval';
import type { TRetrievalHit } from './retrieval-types';

// Leaving lesson sections out of a search (a running exam's, issue L10), on a small pack written with the factories
// and indexed by the real indexer, so the sections are stored as the indexer stores them. Two lessons share the
// anchor "foraging": leaving out one lesson's must not touch the other's. Every passage holds the searched words, so
// each is a candidate whatever the ranking keeps.

const bees = buildLesson({
  id: 'fx-bees',
  title: 'Protecting bees',
  intro: 'Bees pollinate crops, and many insecticides kill foraging bees.',
  sections: [
    { id: 'foraging', title: 'Foraging hours', body: 'Bees forage on blooming crops: spray insecticides at dusk.' },
    {
      id: 'hives',
      title: 'Hives nearby',
      body: 'Tell beekeepers before spraying insecticides near hives of foraging bees.',
    },
  ],
});
const beeLaw = buildLesson({
  id: 'fx-bee-law',
  title: 'Bee protection rules',
  sections: [
    { id: 'foraging', title: 'Foraging crops', body: 'No insecticides labeled toxic to bees on foraging crops.' },
  ],
});
const foragingQuestion = buildQuestion('true_false', {
  question: 'Should insecticides be sprayed on blooming crops while bees forage?',
  answer: 'False',
  explanation: 'Bees forage on blooming crops by day, so insecticides wait for dusk.',
  section: 'fx-bees#foraging',
});
const hivesQuestion = buildQuestion('true_false', {
  question: 'Must beekeepers hear of insecticide spraying near bee hives?',
  explanation: 'Beekeepers are told before insecticides are sprayed near hives of foraging bees.',
  section: 'fx-bees#hives',
});
const pack = buildContentPack({
  lessons: [bees, beeLaw],
  questions: [foragingQuestion, hivesQuestion],
  glossary: [buildGlossaryEntry({ term: 'Forager bee', definition: 'A bee that collects insecticide-laden pollen.' })],
});

let database: TDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadContentPack(database.db, pack, new Date('2026-03-02T12:00:00Z'));
  await indexContentPack(database.db);
});
afterAll(async () => {
  await database.close();
});

/** Where a hit comes from: "lesson-id#section-id" (or the lesson id for an introduction), "question id", "glossary". */
function origin(hit: TRetrievalHit): string {
  const { citation } = hit;
  if (citation.kind === 'lesson')
    return citation.sectionId ? `${citation.lessonId}#${citation.sectionId}` : citation.lessonId;
  if (citation.kind === 'question') return `question ${citation.questionId}`;
  return citation.kind;
}
const search = (excludeSections?: string[]) =>
  searchKnowledge(database.db, {
    query: 'bees foraging insecticides',
    jurisdictions: ['federal'],
    limit: 50,
    excludeSections,
  });

describe('leaving lesson sections out of a search', () => {
  const everything = [
    'fx-bees',
    'fx-bees#foraging',
    'fx-bees#hives',
    'fx-bee-law#foraging',
    `question ${foragingQuestion.id}`,
    `question ${hivesQuestion.id}`,
    'glossary',
  ];

  it('finds every passage when nothing is left out', async () => {
    expect((await search()).hits.map(origin).sort()).toEqual([...everything].sort());
    expect((await search([])).hits.map(origin).sort()).toEqual([...everything].sort());
  });

  it('leaves out the section’s passages and the explanations citing it, and nothing else', async () => {
    const result = await search(['fx-bees#foraging']);
    const left = everything.filter((o) => o !== 'fx-bees#foraging' && o !== `question ${foragingQuestion.id}`);
    expect(result.hits.map(origin).sort()).toEqual(left.sort());
  });

  it('takes several sections, and ignores unknown or empty ones', async () => {
    const result = await search(['fx-bees#foraging', 'fx-bees#hives', 'fx-nowhere#foraging', '']);
    expect(result.hits.map(origin).sort()).toEqual(['fx-bee-law#foraging', 'fx-bees', 'glossary']);
  });
});
