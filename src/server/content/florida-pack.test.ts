import { describe, expect, it } from 'vitest';
import { readContentPack } from './read-content-pack';

// Issue 17's Florida material: FDACS's main categories and the Florida law module, each with enough lessons,
// questions and cards, and at least half of the questions on a Florida-specific fact.
const categoryModules = ['fl-private-ag', 'fl-ornamental-turf', 'fl-right-of-way', 'fl-aquatic'];
const lawModule = 'fl-laws';

describe('the Florida material', () => {
  const pack = readContentPack();
  const florida = pack.categories.find((state) => state.state === 'florida');
  const questionsOf = (topic: string) => pack.questions.filter((q) => q.topic === topic);

  it('names the FDACS categories with their numbers, plus the law module, and sources every state fact', () => {
    expect(florida?.categories.map((c) => [c.id, c.name])).toEqual([
      ['fl-private-ag', '1C - Private Applicator Agricultural Pest Control'],
      ['fl-ornamental-turf', '3 - Ornamental and Turf Pest Control'],
      ['fl-right-of-way', '6 - Right-of-Way Pest Control'],
      ['fl-aquatic', '5A - Aquatic Pest Control'],
      ['fl-laws', 'Florida Pesticide Law & Rules (General Standards)'],
    ]);
    expect(florida!.facts.every((fact) => /Florida|FWC|UF\/IFAS|FDACS/.test(fact.source))).toBe(true);
  });

  it('has 2-3 lessons per category module and 4-5 for the law module, all tagged Florida', () => {
    for (const topic of [...categoryModules, lawModule]) {
      const lessons = pack.lessons.filter((l) => l.topic === topic);
      const [min, max] = topic === lawModule ? [4, 5] : [2, 3];
      expect(lessons.length, topic).toBeGreaterThanOrEqual(min);
      expect(lessons.length, topic).toBeLessThanOrEqual(max);
      expect(
        lessons.every((l) => l.jurisdictions.includes('florida')),
        topic,
      ).toBe(true);
    }
  });

  it('keeps the 5A aquatic lessons, which teach FWC permit and intake rules, to Florida learners', () => {
    // A learner sees federal material plus their own states' (tutor-jurisdictions.ts): a `federal` tag here would
    // hand Florida's rules to a learner in Texas as if they applied there.
    const aquatic = pack.lessons.filter((lesson) => lesson.topic === 'fl-aquatic');
    expect(aquatic.map((lesson) => [lesson.id, lesson.jurisdictions])).toEqual([
      ['fl-aquatic-permits', ['florida']],
      ['fl-aquatic-practice', ['florida']],
    ]);
  });

  it('has at least 31 questions per category module, 40 for the law module, and 10 cards per module', () => {
    for (const topic of categoryModules) expect(questionsOf(topic).length, topic).toBeGreaterThanOrEqual(31);
    expect(questionsOf(lawModule).length).toBeGreaterThanOrEqual(40);
    for (const topic of [...categoryModules, lawModule]) {
      expect(pack.flashcards.filter((card) => card.topic === topic).length, topic).toBeGreaterThanOrEqual(10);
      expect(pack.flashcards.filter((card) => card.topic === topic).every((card) => card.section)).toBe(true);
    }
  });

  it('tests a Florida-specific fact in at least half of its questions, each marked and tagged Florida', () => {
    const all = [...categoryModules, lawModule].flatMap(questionsOf);
    const specific = all.filter((q) => q.stateSpecific);
    expect(specific.length * 2).toBeGreaterThanOrEqual(all.length);
    expect(specific.every((q) => q.jurisdictions.includes('florida'))).toBe(true);
    // Every question points into a lesson of its own module.
    const topicOfLesson = new Map(pack.lessons.map((lesson) => [lesson.id, lesson.topic]));
    for (const q of all) expect(topicOfLesson.get(q.section.split('#')[0]!), q.id).toBe(q.topic);
  });

  it('has a practice exam per FDACS category and the General Standards (Core) exam, with their sources', () => {
    const florida = pack.blueprints.filter((b) => b.state === 'florida');
    expect(florida.map((b) => [b.id, Object.keys(b.topicShares).length])).toEqual([
      ['florida-core', 13],
      ['florida-private-ag', 1],
      ['florida-ornamental-turf', 1],
      ['florida-aquatic', 1],
      ['florida-right-of-way', 1],
    ]);
    for (const blueprint of florida) {
      expect(blueprint).toMatchObject({ passingPercent: 70 });
      const pass = blueprint.figures.passingPercent;
      expect('source' in pass && pass.source).toMatch(/FDACS/);
    }
    const core = florida[0]!;
    expect(core.topicShares[lawModule]).toBeGreaterThan(0);
    expect(core).toMatchObject({ examType: 'Core', timeLimitMinutes: 60 });
    expect(categoryModules.every((tag) => florida.some((b) => b.topicShares[tag] === 1))).toBe(true);
  });
});
