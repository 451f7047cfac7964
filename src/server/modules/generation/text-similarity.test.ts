import { describe, expect, it } from 'vitest';
import { contentWords, NearDuplicateIndex, normaliseText, textSimilarity, wordCoverage } from './text-similarity';

describe('normalised text comparison', () => {
  it('folds case, punctuation, dashes and plurals, and keeps decimals', () => {
    expect(normaliseText('Chemical‑resistant  GLOVES, (nitrile).')).toBe('chemical resistant gloves nitrile');
    expect(normaliseText('Mix 0.5 oz. per gallon.')).toBe('mix 0.5 oz per gallon');
    expect(contentWords('The containers and the glasses')).toEqual(['container', 'glass']);
  });

  it('scores shared content words, ignoring stop words and word order', () => {
    expect(textSimilarity('What does the signal word DANGER mean?', 'Danger: what does this signal word mean')).toBe(1);
    expect(textSimilarity('When must a respirator be fit-tested?', 'Which gloves resist solvents?')).toBe(0);
  });

  it('finds a near-copy in an index and not an unrelated text', () => {
    const bank = new NearDuplicateIndex(['Which PPE item protects the eyes from splashes?'], 0.75);
    expect(bank.matches('WHICH PPE ITEMS PROTECT THE EYES FROM SPLASHES')).toBe(true);
    expect(bank.matches('Which PPE item protects the lungs from vapors?')).toBe(false);
    bank.add('Which PPE item protects the lungs from vapors?');
    expect(bank.matches('which ppe item protects lungs from vapors')).toBe(true);
  });

  it('measures how much of a key a passage states, numbers included', () => {
    const passage = 'Keep workers out for 12 hours after the application (the restricted-entry interval).';
    expect(wordCoverage('12 hours', passage)).toBe(1);
    expect(wordCoverage('24 hours', passage)).toBe(0.5);
    expect(wordCoverage('The restricted entry interval', passage)).toBe(1);
    expect(wordCoverage('Until the spray dries', passage)).toBe(0);
  });
});
