import { describe, expect, it } from 'vitest';
import type { TCitationTarget, TRetrievalHit } from '../knowledge/retrieval-types';
import { citeInOrder } from './cite-in-order';
import { composeOfflineAnswer, sentencesOf } from './offline-engine';

// Issue 26, "passages keep their shape": tables, CSV rows, lists and steps quoted whole, on hand-made hits.
let nextId = 0;
const lesson: TCitationTarget = {
  kind: 'lesson',
  lessonId: 'labels',
  lessonTitle: 'Labels',
  sectionId: 'calibration',
  sectionTitle: 'Calibration',
};
const csv: TCitationTarget = {
  kind: 'document',
  documentId: 'doc-1',
  filename: 'facts.csv',
  pageStart: null,
  pageEnd: null,
  rowStart: 1,
  rowEnd: 2,
};
const hit = (body: string, score: number, citation: TCitationTarget = lesson): TRetrievalHit => ({
  chunkId: `chunk-${nextId++}`,
  source: citation.kind === 'document' ? 'document' : citation.kind,
  heading: 'Heading',
  body,
  snippet: body.slice(0, 40),
  score,
  citation,
  jurisdictions: ['federal'],
});
const evidence = (question: string, sources: TRetrievalHit[]) =>
  [...composeOfflineAnswer({ question, searchText: question, sources })].join('').split('\n\n').slice(2).join('\n\n');

const table = [
  'EPA places each product in one of four categories. The category sets the signal word:',
  '| Category | Signal word | Meaning |',
  '| --- | --- | --- |',
  '| I | DANGER | Highly toxic or corrosive |',
  '| II | WARNING | Moderately toxic |',
  '| IV | CAUTION (or no signal word) | Relatively nontoxic |',
].join('\n');

describe('the offline answer keeps a passage’s shape', () => {
  it('quotes a table as a table: header, separator, the row asked about, every column, then its [n]', () => {
    const text = evidence('What signal word goes with toxicity category IV?', [hit(table, 2)]);
    expect(text).toContain(
      '| Category | Signal word | Meaning |\n| --- | --- | --- |\n| IV | CAUTION (or no signal word) | Relatively nontoxic |\n\n[1]',
    );
    expect(text).not.toContain('| I | DANGER');
  });

  it('quotes every row when the question names none', () => {
    const text = evidence('Which signal words are there?', [hit(table, 2)]);
    expect(text).toContain('| I | DANGER | Highly toxic or corrosive |\n| II | WARNING | Moderately toxic |\n| IV |');
  });

  it('still reads a table’s rows as sentences for the answering sentence', () => {
    expect(sentencesOf(table)).toContain('IV CAUTION (or no signal word) Relatively nontoxic');
  });

  it('quotes an uploaded CSV row as column: value pairs, one a line', () => {
    const body = 'topic: storage; fact: Keep pesticides locked up.\n\ntopic: disposal; fact: Triple rinse containers.';
    const text = evidence('How should pesticides be kept in storage?', [hit(body, 2, csv)]);
    expect(text).toContain('- topic: storage\\\n  fact: Keep pesticides locked up. [1]\n');
    expect(text).not.toContain('; fact:');
  });

  it('quotes a list lead-in with all of its items', () => {
    const body = [
      'For a boom sprayer, the rate per acre depends on four things:',
      '- Nozzle flow rate, set by the tip size.',
      '- Travel speed: go faster and each square foot gets less spray.',
      '- Nozzle spacing.',
      '- Pressure.',
    ].join('\n');
    const text = evidence('What does the sprayer rate per acre depend on?', [hit(body, 2)]);
    expect(text).toBe(
      '- For a boom sprayer, the rate per acre depends on four things:\n' +
        '  - Nozzle flow rate, set by the tip size.\n  - Travel speed: go faster and each square foot gets less spray.\n' +
        '  - Nozzle spacing.\n  - Pressure. [1]\n',
    );
  });

  it('quotes a procedure’s steps in order with their numbers, apart from another method’s steps', () => {
    const body = [
      'To calibrate by the 1/128 method:\n1. Measure a course of 340 feet.\n2. Time the sprayer over the course.\n3. Catch one nozzle’s output for that time.',
      'To calibrate by the area method:\n1. Fill the tank.\n2. Spray a known area.\n3. Measure the refill.',
    ].join('\n\n');
    const text = evidence('How do I calibrate a sprayer by the 1/128 method?', [hit(body, 2)]);
    expect(text).toContain(
      '- To calibrate by the 1/128 method:\n  1. Measure a course of 340 feet.\n  2. Time the sprayer over the course.\n' +
        '  3. Catch one nozzle’s output for that time. [1]\n',
    );
    expect(text).not.toMatch(/340 feet\.[^[]*Fill the tank/);
  });

  it('keeps every shaped piece cited, so citations renumber in the order read', () => {
    const sources = [hit('Storage areas must be locked.', 0.6), hit(table, 2)];
    const question = 'What signal word goes with toxicity category IV?';
    const pieces = citeInOrder([...composeOfflineAnswer({ question, searchText: question, sources })], sources);
    const tablePiece = pieces.find((piece) => piece.includes('| IV |'));
    expect(tablePiece).toMatch(/\[\d\]\n\n$/);
  });
});
