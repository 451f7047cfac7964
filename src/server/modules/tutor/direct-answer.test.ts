import { describe, expect, it } from 'vitest';
import type { TRetrievalHit } from '../knowledge/retrieval-types';
import { citeInOrder } from './cite-in-order';
import { answerKindOf, directAnswer } from './direct-answer';
import { namesMissingFrom } from './uncovered';

// Issue 26: the first sentence answers what was asked, verbatim from a source, or says plainly it cannot.
let nextId = 0;
const hit = (body: string, jurisdictions = ['federal'], heading = 'Heading'): TRetrievalHit => ({
  chunkId: `chunk-${nextId++}`,
  source: 'lesson',
  heading,
  body,
  snippet: body.slice(0, 40),
  score: 1,
  citation: { kind: 'lesson', lessonId: 'l', lessonTitle: 'L', sectionId: 's', sectionTitle: 'S' },
  jurisdictions,
});

describe('what a question asks for', () => {
  it.each([
    ['How long must I keep RUP records?', 'duration'],
    ["What's the REI for a Category I product?", 'duration'],
    ['How often must I renew my license?', 'frequency'],
    ['What score do I need to pass?', 'percentage'],
    ['How much product goes in the tank?', 'quantity'],
    ['Who issues aquatic permits in Florida?', 'who'],
    ['Can I store pesticides in the kitchen?', 'rule'],
    ['Why do labels carry signal words?', 'reason'],
    ['How do I calibrate a boom sprayer?', 'procedure'],
    ['Tell me about drift.', 'general'],
  ])('%s → %s', (question, kind) => {
    expect(answerKindOf(question)).toBe(kind);
  });
});

describe('the answering sentence', () => {
  it('takes the sentence holding the asked duration over one that only shares words', () => {
    const sources = [
      hit('Records of RUP applications matter to inspectors. Keep records of every RUP application.'),
      hit('Certified applicators keep RUP records for 2 years from the application date.'),
    ];
    expect(directAnswer('How long must I keep RUP records?', sources)).toEqual({
      kind: 'answer',
      sentence: 'Certified applicators keep RUP records for 2 years from the application date.',
      source: 1,
    });
  });

  it('meets "keep" in "kept" and leaves the asking words out of the match', () => {
    const sources = [hit('Application records are kept for two years. How long they last depends on the paper.')];
    expect(directAnswer('How long are application records kept?', sources)).toMatchObject({
      sentence: 'Application records are kept for two years.',
    });
  });

  it('says no figure is given rather than lead with a sentence that has none', () => {
    const sources = [hit('The REI is the time after an application when workers may not enter the treated area.')];
    expect(directAnswer('What is the REI for a Category I product?', sources)).toEqual({
      kind: 'no-figure',
      asked: 'duration',
    });
  });

  it('answers a question about a state only from passages of that state', () => {
    const sources = [
      hit('The exam has a 70 percent passing score in California.', ['california']),
      hit('Texas applicants pass with a score of 70 percent on each exam.', ['texas']),
    ];
    expect(directAnswer('What score do I need to pass the Texas exam?', sources)).toMatchObject({ source: 1 });
    expect(directAnswer('What score do I need to pass the Texas exam?', sources.slice(0, 1))).toBeNull();
  });

  it('has nothing to say when no sentence shares a word with the question', () => {
    expect(directAnswer('How do I rinse containers?', [hit('Storage areas must be locked.')])).toBeNull();
  });
});

describe('what the passages do not mention', () => {
  it('names an asked state, product or quoted term that none of them holds', () => {
    const sources = [hit('Texas licenses are renewed each year.', ['texas'])];
    expect(namesMissingFrom('How long does an Oregon license last?', sources)).toEqual(['Oregon']);
    expect(namesMissingFrom('What is the REI of Sevin on corn?', sources)).toEqual(['Sevin']);
    expect(namesMissingFrom('When are Texas licenses renewed?', sources)).toEqual([]);
    // Abbreviations and the exam's own capitalised words are not names.
    expect(namesMissingFrom('How many CEUs does a Category 1A applicator need under FIFRA?', sources)).toEqual([]);
    expect(namesMissingFrom('What does New York require?', sources)).toEqual(['New York']);
  });
});

describe('citation numbers', () => {
  it('run 1, 2, 3 in the order cited, and the sources follow', () => {
    const sources = [hit('a'), hit('b'), hit('c'), hit('d')];
    const [a, b, c, d] = sources;
    const pieces = citeInOrder(['Answer [3]\n\n', '- x [1]\n', '- y [3]\n', '- z [4]\n', 'odd [9]'], sources);
    expect(pieces).toEqual(['Answer [1]\n\n', '- x [2]\n', '- y [1]\n', '- z [3]\n', 'odd [9]']);
    expect(sources).toEqual([c, a, d, b]);
  });
});
