import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-content-pack';
import { readContentPack } from '../../content/read-content-pack';
import type { TDatabaseHandle } from '../../db/client';
import { glossaryTerms } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createTerm, updateTerm } from '../glossary/glossary.service';
import { insertTestDocument } from './knowledge-test-data';
import { indexContentPack } from './pack-index';
import { searchKnowledge } from './retrieval';

// Retrieval quality over the real content pack: what learners search is the pack's text, so these tests read it (and
// name none of its ids or counts; the API tests run on the fixture pack).
const pack = readContentPack();
let database: TDatabaseHandle;
const db = () => database.db;

// The pack is indexed once for the whole file (indexing the real pack takes seconds; pack-index.test.ts tests it).
beforeAll(async () => {
  database = await createTestDatabase();
  await loadContentPack(database.db, pack, new Date());
  await indexContentPack(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the content pack in the search index', () => {
  it('cites a lesson section with its lesson and section titles, and a question with the section that teaches it', async () => {
    const result = await searchKnowledge(db(), {
      query: 'restricted-entry interval',
      jurisdictions: ['federal'],
      limit: 20,
    });
    const lesson = result.hits.find((hit) => hit.citation.kind === 'lesson' && hit.citation.sectionId);
    expect(lesson?.citation).toMatchObject({
      kind: 'lesson',
      lessonTitle: expect.any(String),
      sectionTitle: expect.any(String),
    });
    // Any bank question will do: searched by its own words, it comes first, cited with its section.
    const bankQuestion = pack.questions.find((q) => q.topic === 'ppe' && q.type === 'multiple_choice')!;
    const question = await searchKnowledge(db(), {
      query: bankQuestion.question,
      jurisdictions: ['federal'],
      sources: ['question'],
    });
    const [lessonId, sectionId] = bankQuestion.section.split('#');
    expect(question.hits[0]?.citation).toEqual({ kind: 'question', questionId: bankQuestion.id, lessonId, sectionId });
  });

  it('keeps an admin’s glossary edits searchable at once', async () => {
    const [term] = await db().select().from(glossaryTerms).limit(1);
    await updateTerm(db(), { id: term!.id, definition: 'A zyxquorp is the word this test searches for.' });
    const edited = await searchKnowledge(db(), { query: 'zyxquorp', jurisdictions: ['federal'] });
    expect(edited.hits.map((hit) => hit.citation)).toEqual([{ kind: 'glossary', termId: term!.id, term: term!.term }]);
    const created = await createTerm(db(), { term: 'Plomwick', definition: 'A made-up term an admin adds.' });
    const found = await searchKnowledge(db(), { query: 'plomwick', jurisdictions: ['federal', 'texas'] });
    expect(found.hits[0]?.citation).toEqual({ kind: 'glossary', termId: created.id, term: 'Plomwick' });
  });
});

describe('searching the knowledge base', () => {
  const lessonJurisdictions = new Map(pack.lessons.map((lesson) => [lesson.id, lesson.jurisdictions]));

  it('finds the section that teaches a bank question in the top 5 for most of a sample', async () => {
    const sample = pack.questions.filter((_, i) => i % 24 === 0);
    let found = 0;
    for (const question of sample) {
      const [lessonId, sectionId] = question.section.split('#');
      const result = await searchKnowledge(db(), {
        query: question.question,
        jurisdictions: ['federal', ...question.jurisdictions, ...(lessonJurisdictions.get(lessonId!) ?? [])],
        limit: 5,
        excludeQuestionIds: [question.id],
      });
      const hit = result.hits.some(
        (h) => h.citation.kind === 'lesson' && h.citation.lessonId === lessonId && h.citation.sectionId === sectionId,
      );
      if (hit) found += 1;
    }
    expect(found / sample.length).toBeGreaterThanOrEqual(0.85);
  });

  it('understands acronyms both ways', async () => {
    const rei = await searchKnowledge(db(), { query: 'what does REI mean', jurisdictions: ['federal'], limit: 5 });
    expect(rei.relevant).toBe(true);
    expect(rei.hits.some((hit) => /restricted-entry interval/i.test(`${hit.heading} ${hit.body}`))).toBe(true);
    const ppe = await searchKnowledge(db(), {
      query: 'personal protective equipment',
      jurisdictions: ['federal'],
      limit: 5,
    });
    expect(ppe.hits.length).toBeGreaterThan(0);
    const ld50 = await searchKnowledge(db(), {
      query: 'what is the lethal dose 50',
      jurisdictions: ['federal'],
      limit: 5,
    });
    expect(ld50.hits.some((hit) => /LD50/.test(`${hit.heading} ${hit.body}`))).toBe(true);
  });

  it('filters by jurisdiction before the limit: a Texas-only passage for a Texas learner, never for a Florida one', async () => {
    await insertTestDocument(db(), {
      filename: 'tx-brush-guide.pdf',
      jurisdictions: ['texas'],
      pages: [
        { page: 3, heading: 'Mesquite brush control', text: 'Quorbleflax basal bark treatment of mesquite brush.' },
      ],
    });
    const texas = await searchKnowledge(db(), { query: 'quorbleflax mesquite', jurisdictions: ['federal', 'texas'] });
    expect(texas.hits[0]?.citation).toMatchObject({ kind: 'document', filename: 'tx-brush-guide.pdf', pageStart: 3 });
    // Before the limit: with a better-ranked Texas passage around, a Florida learner's single hit is still theirs.
    await insertTestDocument(db(), {
      filename: 'federal-quorbleflax-note.pdf',
      jurisdictions: ['federal'],
      pages: [{ page: 1, heading: 'Notes', text: 'Quorbleflax is also named in a federal note.' }],
    });
    const top = await searchKnowledge(db(), {
      query: 'quorbleflax mesquite',
      jurisdictions: ['federal', 'florida'],
      limit: 1,
    });
    expect(top.hits.map((hit) => hit.citation)).toEqual([
      expect.objectContaining({ filename: 'federal-quorbleflax-note.pdf' }),
    ]);
    const florida = await searchKnowledge(db(), {
      query: 'quorbleflax mesquite',
      jurisdictions: ['federal', 'florida'],
    });
    expect(florida.hits.every((hit) => hit.jurisdictions.some((j) => ['federal', 'florida'].includes(j)))).toBe(true);
    expect(
      florida.hits.some((hit) => hit.citation.kind === 'document' && hit.citation.filename === 'tx-brush-guide.pdf'),
    ).toBe(false);
    // State lessons follow the same rule.
    const lessons = await searchKnowledge(db(), {
      query: 'Texas Department of Agriculture license',
      jurisdictions: ['federal', 'florida'],
      limit: 50,
    });
    expect(lessons.hits.length).toBeGreaterThan(0);
    expect(lessons.hits.every((hit) => hit.jurisdictions.some((j) => j === 'federal' || j === 'florida'))).toBe(true);
    const texasLessons = await searchKnowledge(db(), {
      query: 'Texas Department of Agriculture license',
      jurisdictions: ['federal', 'texas'],
      limit: 5,
    });
    expect(texasLessons.hits.some((hit) => hit.jurisdictions.includes('texas'))).toBe(true);
  });

  it('ranks document passages alongside lessons and cites their file and page', async () => {
    await insertTestDocument(db(), {
      filename: 'Extension-PPE-factsheet.pdf',
      jurisdictions: ['federal'],
      pages: [
        { page: 1, heading: 'About this fact sheet', text: 'Published by a land-grant university extension service.' },
        {
          page: 2,
          heading: 'Chemical-resistant gloves',
          text: 'Wash chemical-resistant gloves before removing them. Barrier laminate and nitrile gloves resist many formulations; never wear cotton or leather gloves when handling pesticides.',
        },
      ],
    });
    const result = await searchKnowledge(db(), {
      query: 'which gloves resist pesticides, can I wear leather gloves',
      jurisdictions: ['federal'],
      limit: 5,
    });
    expect(result.relevant).toBe(true);
    const document = result.hits.find((hit) => hit.citation.kind === 'document');
    expect(document?.citation).toMatchObject({ filename: 'Extension-PPE-factsheet.pdf', pageStart: 2, pageEnd: 2 });
    expect(document?.snippet).toMatch(/leather/);
    expect(result.hits.some((hit) => hit.source === 'lesson' || hit.source === 'glossary')).toBe(true);
  });

  it('leaves out the questions of a running exam', async () => {
    const question = pack.questions.find((q) => q.topic === 'ppe')!;
    const query = question.question;
    const open = await searchKnowledge(db(), { query, jurisdictions: ['federal'], sources: ['question'], limit: 50 });
    expect(open.hits.some((hit) => hit.citation.kind === 'question' && hit.citation.questionId === question.id)).toBe(
      true,
    );
    const during = await searchKnowledge(db(), {
      query,
      jurisdictions: ['federal'],
      limit: 50,
      excludeQuestionIds: [question.id, 'unknown-id'],
    });
    expect(during.hits.some((hit) => hit.citation.kind === 'question' && hit.citation.questionId === question.id)).toBe(
      false,
    );
  });

  it('takes any string as a query without an error', async () => {
    const strings = [
      '',
      '   ',
      "it's a \"quoted\" 'word' \\ back\\slash",
      "& | ! : * ( ) <-> <2> :A :* '':*",
      'a'.repeat(10_000),
      'PPE '.repeat(2_500),
      'gloves 🧤🧪 ☠️ 農薬',
      'nul\u0000byte and \u0001control',
      'DROP TABLE knowledge_chunks; --',
      '\ud800 lone surrogate',
    ];
    for (const query of strings) {
      const result = await searchKnowledge(db(), { query, jurisdictions: ['federal'] });
      expect(Array.isArray(result.hits)).toBe(true);
    }
    expect((await searchKnowledge(db(), { query: '', jurisdictions: ['federal'] })).relevant).toBe(false);
    for (const limit of [Number.NaN, -5, 0, 1e9, 2.5]) {
      const result = await searchKnowledge(db(), { query: 'gloves', jurisdictions: ['federal'], limit });
      expect(result.hits.length).toBeGreaterThan(0);
      expect(result.hits.length).toBeLessThanOrEqual(50);
    }
    expect((await searchKnowledge(db(), { query: 'gloves', jurisdictions: [] })).hits).toEqual([]);
  });

  it('judges off-topic questions not relevant and study questions relevant', async () => {
    for (const query of ['who won the super bowl', 'best pizza in town', 'what is the capital of france']) {
      expect((await searchKnowledge(db(), { query, jurisdictions: ['federal', 'texas'] })).relevant).toBe(false);
    }
    for (const query of [
      'What signal word marks the most toxic pesticides?',
      'when may workers enter a treated area after an application',
      'how do I calibrate a boom sprayer',
    ]) {
      expect((await searchKnowledge(db(), { query, jurisdictions: ['federal'] })).relevant).toBe(true);
    }
  });
});
