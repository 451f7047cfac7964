import { describe, expect, it } from 'vitest';
import { ZBlueprint, ZFlashcard, ZQuestion } from '../content/content-schema';
import { checkSpecimenLabel, ZSpecimenLabel } from '../content/label-schema';
import { shuffle } from '../content/shuffle';
import { testRandom } from './app';
import { buildBlueprint, buildLabel, buildQuestion } from './content-factories';
import { fixture } from './fixture-pack';

describe('content factories', () => {
  it('build items the pack schemas accept, with unique ids and the overrides given', () => {
    const types = ['multiple_choice', 'scenario', 'true_false', 'multi_select', 'numeric', 'short_answer'] as const;
    const questions = types.map((type) => buildQuestion(type, { topic: 'ipm' }));
    for (const question of questions) expect(ZQuestion.parse(question)).toEqual(question);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(questions.every((q) => q.topic === 'ipm')).toBe(true);
    expect(() => buildQuestion('multiple_choice', { options: ['only one'] })).toThrow(/invalid item/);
    expect(() => buildBlueprint({ questionCount: 1 })).toThrow(/invalid item/);
    const label = buildLabel();
    expect(ZSpecimenLabel.parse(label)).toBeTruthy();
    expect(checkSpecimenLabel(label)).toEqual([]);
  });
});

describe('the fixture pack', () => {
  const { pack } = fixture;

  it('is valid by the schemas, and its banks can fill every exam it has', () => {
    for (const question of pack.questions) ZQuestion.parse(question);
    for (const card of pack.flashcards) ZFlashcard.parse(card);
    for (const blueprint of pack.blueprints) {
      ZBlueprint.parse(blueprint);
      const shares = Object.values(blueprint.topicShares).reduce((sum, share) => sum + share, 0);
      expect(shares).toBe(1);
      const bank = Object.keys(blueprint.topicShares).flatMap((topic) => fixture.bankOf(topic));
      expect(bank.length).toBeGreaterThanOrEqual(blueprint.questionCount);
    }
    expect(new Set(pack.questions.map((q) => q.id)).size).toBe(pack.questions.length);
    const sections = new Set(pack.lessons.flatMap((l) => l.sections.map((s) => `${l.id}#${s.id}`)));
    expect(pack.questions.filter((q) => !sections.has(q.section))).toEqual([]);
    expect(pack.labels.flatMap((label) => checkSpecimenLabel(label))).toEqual([]);
  });

  it('names none of the real pack’s question, lesson or blueprint ids but the final exam’s (a domain constant)', () => {
    const ids = [...pack.questions, ...pack.lessons, ...pack.flashcards].map((item) => item.id);
    expect(ids.every((id) => id.startsWith('fx-') || /^(tx|ca|fl)-fx-/.test(id))).toBe(true);
    const blueprints = pack.blueprints.map((b) => b.id).filter((id) => id !== fixture.blueprints.national.id);
    expect(blueprints.every((id) => id.startsWith('fx-'))).toBe(true);
  });
});

describe('the test random source', () => {
  it('draws the same sequence for the same seed and another for another seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, testRandom('a'))).toEqual(shuffle(items, testRandom('a')));
    expect(shuffle(items, testRandom('a'))).not.toEqual(shuffle(items, testRandom('b')));
  });
});
