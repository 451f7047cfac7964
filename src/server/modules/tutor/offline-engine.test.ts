import { describe, expect, it } from 'vitest';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TCitationTarget, TRetrievalHit } from '../knowledge/retrieval-types';
import { answerSources, asksCalculation, composeOfflineAnswer } from './offline-engine';
import { isCalculationStep, sentencesOf } from './passage-sentences';

// The offline engine's choice of passages and sentences, on hand-made hits (knowledge/retrieval-types.ts).
let nextId = 0;
const hit = (body: string, score: number, sectionTitle = 'Signal words', lessonId = 'labels'): TRetrievalHit => {
  const citation: TCitationTarget = {
    kind: 'lesson',
    lessonId,
    lessonTitle: `Lesson ${lessonId}`,
    sectionId: sectionTitle.toLowerCase().replace(/\W+/g, '-'),
    sectionTitle,
  };
  return {
    chunkId: `chunk-${nextId++}`,
    source: 'lesson',
    heading: `Lesson ${lessonId} › ${sectionTitle}`,
    body,
    snippet: body.slice(0, 40),
    score,
    citation,
    jurisdictions: ['federal'],
  };
};
const answer = (question: string, sources: TRetrievalHit[]) =>
  [...composeOfflineAnswer({ question, searchText: question, sources })].join('');

describe('sentences of a passage', () => {
  it('reads a list item with its lead-in instead of "It: tells ..."', () => {
    const body = [
      'Their labels carry an Agricultural Use Requirements box. It:',
      'tells the user to follow the Worker Protection Standard;',
      'states the restricted-entry interval (REI); and',
      'lists the PPE for early entry.',
      'Handlers find their PPE elsewhere.',
    ].join('\n\n');
    expect(sentencesOf(body)).toEqual([
      'Their labels carry an Agricultural Use Requirements box.',
      'It tells the user to follow the Worker Protection Standard.',
      'It states the restricted-entry interval (REI).',
      'It lists the PPE for early entry.',
      'Handlers find their PPE elsewhere.',
    ]);
  });

  it('keeps the colon of a finished lead-in', () => {
    expect(
      sentencesOf('FIFRA lists what is unlawful. Examples an applicator must know:\n\nusing a pesticide off-label;'),
    ).toEqual(['FIFRA lists what is unlawful.', 'Examples an applicator must know: using a pesticide off-label.']);
  });

  it('reads a law’s enumerated items with the sentence they finish, without its headings', () => {
    const body = [
      '(c) Adulterated',
      'The term "adulterated" applies to any pesticide if',
      '(1) its strength or purity falls below the professed standard;',
      '(2) any substance has been substituted for the pesticide; or',
      '(e) Certified applicator',
      '(1) Certified applicator',
      'The term "certified applicator" means any individual who is certified.',
    ].join('\n\n');
    expect(sentencesOf(body)).toEqual([
      'The term "adulterated" applies to any pesticide if (1) its strength or purity falls below the professed standard.',
      'The term "adulterated" applies to any pesticide if (2) any substance has been substituted for the pesticide.',
      'The term "certified applicator" means any individual who is certified.',
    ]);
  });

  it('keeps a colon that no list follows, and items that start a sentence of their own', () => {
    expect(sentencesOf('Remember this:\n\nDANGER means highly toxic.')).toEqual([
      'Remember this:',
      'DANGER means highly toxic.',
    ]);
  });

  it('tells arithmetic from prose', () => {
    expect(isCalculationStep('Divide: 1.5 lb a.i. / 0.75 = 2 lb of product per acre.')).toBe(true);
    expect(isCalculationStep('Apply 2 pints per acre.')).toBe(false);
    expect(isCalculationStep('Mix the product with water.')).toBe(false);
  });
});

describe('which passages speak', () => {
  it('quotes the section the question names even when four passages rank above it', () => {
    const sources = [
      hit('Common mistakes with the label: reading only the front panel.', 6, 'Common mistakes'),
      hit('The label directions say where and how much.', 5, 'Directions for use'),
      hit('The label lists the PHI for each crop.', 5, 'Harvest intervals'),
      hit('The label box names the REI.', 4.8, 'Agricultural use'),
      hit('The label storage and disposal directions are binding.', 4.3, 'Storage and disposal'),
    ];
    const text = answer('what does the storage and disposal part of the label tell you', sources);
    expect(text).toContain('The label storage and disposal directions are binding. [5]');
    expect(text.match(/^- /gm)).toHaveLength(5);
  });

  it('quotes a weaker passage when it holds question words the stronger ones did not', () => {
    const sources = [
      hit('Florida license renewal takes CEUs.', 10, 'Renewal'),
      hit('A public applicator with Aquatic needs 16 category CEUs.', 2, 'Aquatic'),
      hit('Florida license renewal also takes CEUs.', 1, 'Other'),
    ];
    const text = answer('How many CEUs does a public applicator with Aquatic need for Florida renewal?', sources);
    expect(text).toContain('16 category CEUs. [2]');
    expect(text).not.toContain('[3]');
  });

  it('brings a worked example into the sources of a calculation and quotes its steps', () => {
    expect(asksCalculation('label says 2 pints an acre, how much for 80 acres')).toBe(true);
    expect(asksCalculation('How much PPE does a handler need?')).toBe(false);
    const others = [1, 2, 3, 4, 5].map((n) => hit(`Label rates are given per acre ${n}.`, 10 - n, `Rates ${n}`));
    const example = hit(
      'Worked example. A label calls for 2 pints per acre on 40 acres. Multiply: 2 x 40 = 80 pints, or 10 gallons.',
      2,
      'Worked example',
      'calibration',
    );
    const question = 'The label says 2 pints per acre. How much product for 80 acres?';
    const sources = answerSources(question, [...others, example], 5);
    expect(sources).toContain(example);
    expect(answerSources('Which acre rates are on labels?', [...others, example], 5)).not.toContain(example);
    const text = answer(question, sources);
    expect(text).toContain('Multiply: 2 x 40 = 80 pints, or 10 gallons. [5]');
    // The answering sentence first, then the passages under their heading (issue 26).
    expect(text.split('\n\n')[1]).toBe(tutorMessages.offlineIntro);
  });

  it('keeps an uploaded document’s passage among the quoted sources when lessons rank above it', () => {
    const lessons = [1, 2, 3, 4, 5].map((n) =>
      hit(`Under FIFRA a civil penalty may follow a violation ${n}.`, 10 - n / 2, `Penalties ${n}`, 'laws'),
    );
    const law: TRetrievalHit = {
      ...hit('The Administrator may issue a warning in lieu of assessing a civil penalty.', 5, 'x'),
      source: 'document',
      citation: {
        kind: 'document',
        documentId: 'doc-1',
        filename: 'usc-penalties.txt',
        pageStart: null,
        pageEnd: null,
        rowStart: null,
        rowEnd: null,
      },
    };
    const question = 'Can the Administrator issue a warning instead of a civil penalty?';
    const sources = answerSources(question, [...lessons, law], 5);
    expect(sources).toHaveLength(5);
    expect(sources).toContain(law);
    expect(sources[0]).toBe(lessons[0]);
    expect(answer(question, sources)).toContain(`in lieu of assessing a civil penalty. [${sources.indexOf(law) + 1}]`);
    // Far below the best, a document passage is not forced in.
    const weak = { ...law, score: 1 };
    expect(answerSources(question, [...lessons, weak], 5)).not.toContain(weak);
  });
});
