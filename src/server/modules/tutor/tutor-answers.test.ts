import { describe, expect, it } from 'vitest';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TCitationTarget, TRetrievalHit } from '../knowledge/retrieval-types';
import { citationsUsed, relatedLessons } from './citations';
import { asksExamQuestion } from './exam-guard';
import { restatedFollowUp, retrievalQueries } from './follow-up-query';
import { maskAnswer, revealsAnswer } from './hint-guard';
import { answerSources, composeOfflineAnswer, definitionTermOf, sentencesOf } from './offline-engine';
import { learnerJurisdictions } from './tutor-jurisdictions';

// The tutor's pure rules, on hand-made hits (the retrieval interface, knowledge/retrieval-types.ts).
let nextId = 0;
const lesson = (lessonId: string, sectionTitle: string): TCitationTarget => ({
  kind: 'lesson',
  lessonId,
  lessonTitle: `Lesson ${lessonId}`,
  sectionId: sectionTitle.toLowerCase(),
  sectionTitle,
});
const hit = (
  body: string,
  score: number,
  citation: TCitationTarget = lesson('labels', 'Signal words'),
): TRetrievalHit => ({
  chunkId: `chunk-${nextId++}`,
  source: citation.kind === 'document' ? 'document' : citation.kind,
  heading: citation.kind === 'glossary' ? citation.term : 'Heading',
  body,
  snippet: body.slice(0, 40),
  score,
  citation,
  jurisdictions: ['federal'],
});
const answer = (question: string, sources: TRetrievalHit[], searchText = question) =>
  [...composeOfflineAnswer({ question, searchText, sources })].join('');

describe('the offline answer', () => {
  it('quotes the sentences that match the question, in the passage’s order, with the passage’s number', () => {
    const sources = [
      hit(
        'Labels carry a signal word. DANGER means highly toxic. Keep labels legible. WARNING means moderately toxic.',
        2,
      ),
      hit('Storage areas must be locked. Post signs on the door.', 1.5),
    ];
    const text = answer('Which is more toxic, DANGER or WARNING?', sources);
    expect(text).toBe(
      `DANGER means highly toxic. [1]\n\n${tutorMessages.offlineIntro}\n\n- DANGER means highly toxic. WARNING means moderately toxic. [1]\n`,
    );
    expect(citationsUsed(text, sources).map((c) => c.number)).toEqual([1]);
  });

  it('streams the answer first and then one sentence at a time', () => {
    const pieces = [
      ...composeOfflineAnswer({ question: 'toxic', searchText: 'toxic', sources: [hit('A is toxic. B is toxic.', 1)] }),
    ];
    expect(pieces).toEqual([
      `A is toxic. [1]\n\n${tutorMessages.offlineIntro}\n\n`,
      '- A is toxic.',
      ' B is toxic. [1]\n',
    ]);
  });

  it('leaves out passages far weaker than the best one', () => {
    const text = answer('toxic', [hit('A is toxic.', 10), hit('B is toxic.', 1)]);
    expect(text).not.toContain('B is toxic');
  });

  it('puts the glossary definition first for "what is X", by term or acronym', () => {
    expect(definitionTermOf('What is an RUP?')).toBe('RUP');
    expect(definitionTermOf("What's LD50")).toBe('LD50');
    expect(definitionTermOf('Define drift.')).toBe('drift');
    expect(definitionTermOf('How do I rinse a container?')).toBeNull();
    const sources = [
      hit('An RUP must be applied by a certified applicator. RUP records are kept two years.', 3),
      hit('A pesticide sold only to certified applicators.', 1, {
        kind: 'glossary',
        termId: 'rup',
        term: 'Restricted Use Pesticide (RUP)',
      }),
    ];
    const text = answer('What is an RUP?', sources);
    expect(text.split('\n\n')[0]).toBe(
      '**Restricted Use Pesticide (RUP)** (glossary): A pesticide sold only to certified applicators. [2]',
    );
    expect(text).toContain('- An RUP must be applied by a certified applicator. RUP records are kept two years. [1]');
  });

  it('brings the defining glossary entry to the front of the sources, even from further down the hits', () => {
    const others = [1, 2, 3, 4, 5, 6].map((n) => hit(`Passage ${n} about RUP records.`, 10 - n));
    const glossary = hit('A pesticide sold only to certified applicators.', 1, {
      kind: 'glossary',
      termId: 'rup',
      term: 'Restricted Use Pesticide (RUP)',
    });
    const sources = answerSources('What is an RUP?', [...others, glossary], 5);
    expect(sources[0]).toBe(glossary);
    expect(sources).toHaveLength(5);
    expect(answerSources('How are RUP records kept?', [...others, glossary], 5)).toEqual(others.slice(0, 5));
  });

  it('splits sentences without breaking decimals or abbreviations in lower case', () => {
    expect(sentencesOf('Mix 0.5 oz. per gallon. Then spray.\nWait 12 hours.')).toEqual([
      'Mix 0.5 oz. per gallon.',
      'Then spray.',
      'Wait 12 hours.',
    ]);
  });
});

describe('citations', () => {
  const sources = [
    hit('one', 1, {
      kind: 'document',
      documentId: 'd',
      filename: 'rules.pdf',
      pageStart: 3,
      pageEnd: 4,
      rowStart: null,
      rowEnd: null,
    }),
    hit('two', 1),
  ];
  it('keeps only the numbers of sources that were sent, as the answer numbered them', () => {
    const cited = citationsUsed('See [2] and [1], not [7] or [0]; again [2].', sources);
    expect(cited.map((c) => [c.number, c.filename, c.page])).toEqual([
      [1, 'rules.pdf', 'pages 3-4'],
      [2, 'Lesson labels', null],
    ]);
    expect(cited[1]!.url).toBe('/course/lessons/labels#signal%20words');
  });

  it('suggests each related lesson once, never a document', () => {
    expect(relatedLessons([...sources, hit('three', 1)])).toEqual([
      { title: 'Lesson labels', url: '/course/lessons/labels' },
    ]);
  });
});

describe('follow-up questions', () => {
  const previous = ['What does DANGER mean on a label?'];
  it('searches a message that points back together with the previous question', () => {
    expect(retrievalQueries('Why?', previous)).toEqual(['Why? What does DANGER mean on a label?']);
    expect(retrievalQueries('is it the same for CAUTION?', previous)).toEqual([
      'is it the same for CAUTION? What does DANGER mean on a label?',
    ]);
  });
  it('tries a short or continuing message on its own first, then with the previous question', () => {
    expect(retrievalQueries('and what about CAUTION?', previous)).toEqual([
      'and what about CAUTION?',
      'and what about CAUTION? What does DANGER mean on a label?',
    ]);
    expect(retrievalQueries('What is REI?', previous)).toEqual([
      'What is REI?',
      'What is REI? What does DANGER mean on a label?',
    ]);
  });
  it('searches a new, complete question on its own', () => {
    const question = 'How long must treated fields stay posted after a restricted entry interval?';
    expect(retrievalQueries(question, previous)).toEqual([question]);
    expect(retrievalQueries('and what about CAUTION?', [])).toEqual(['and what about CAUTION?']);
  });
});

describe('the exam guard', () => {
  const exam = ['Which signal word indicates the highest toxicity category on a pesticide label?', 'LD50'];
  it('recognises a pasted or lightly reworded exam question', () => {
    expect(
      asksExamQuestion('Which signal word indicates the highest toxicity category on a pesticide label?', exam),
    ).toBe(true);
    expect(asksExamQuestion('what signal word shows the highest toxicity category on a label', exam)).toBe(true);
    expect(asksExamQuestion('explain ld50 please', exam)).toBe(true);
  });
  it('lets unrelated questions through', () => {
    expect(asksExamQuestion('How do I triple rinse a container?', exam)).toBe(false);
    expect(asksExamQuestion('What is a label?', exam)).toBe(false);
  });
});

describe('jurisdictions', () => {
  it('are federal material plus the learner’s states; national means federal only', () => {
    expect(learnerJurisdictions(['national'])).toEqual(['federal', 'other_federal_only']);
    expect(learnerJurisdictions(['texas', 'florida', 'texas'])).toEqual([
      'federal',
      'other_federal_only',
      'texas',
      'florida',
    ]);
  });
});

describe('the hint guard', () => {
  it('finds a short answer as a phrase in any case, and a long one by its words', () => {
    expect(revealsAnswer('Wear a NIOSH-approved respirator here.', 'niosh-approved respirator')).toBe(true);
    expect(revealsAnswer('Wear a respirator.', 'NIOSH-approved respirator')).toBe(false);
    const definition = 'The time after an application during which workers may not enter the treated area';
    expect(revealsAnswer('Workers may not enter the treated area for a time after an application.', definition)).toBe(
      true,
    );
    expect(revealsAnswer('It is true that labels matter.', 'True')).toBe(false);
  });
  it('masks every occurrence, whole words only', () => {
    expect(maskAnswer('DANGER means danger; endangered is fine.', 'danger')).toBe(
      '_____ means _____; endangered is fine.',
    );
  });
});

describe('follow-ups that ask for the last answer again (issue 26)', () => {
  it('stand for the last real question, through a chain of them', () => {
    const asked = ['What is drift?'];
    expect(restatedFollowUp('Can you explain that more simply?', asked)).toEqual({
      question: 'What is drift?',
      intent: 'simpler',
    });
    expect(restatedFollowUp('Give me an example', [...asked, 'explain it more simply'])).toEqual({
      question: 'What is drift?',
      intent: 'example',
    });
    expect(restatedFollowUp('why?', asked)).toEqual({ question: 'What is drift?', intent: 'why' });
  });

  it('leave a question with its own subject, or the first question, alone', () => {
    expect(restatedFollowUp('Give me an example of a restricted use pesticide label', ['What is drift?'])).toBeNull();
    expect(restatedFollowUp('Why do labels carry signal words?', ['What is drift?'])).toBeNull();
    expect(restatedFollowUp('Explain that more simply', [])).toBeNull();
  });
});
