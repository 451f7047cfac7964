import { describe, expect, it } from 'vitest';
import { checkContentPack } from './check-content-pack';
import { checkSpecimenLabel, requiredLabelSections, wpsLabelStatements } from './label-schema';
import { readContentPack } from './read-content-pack';

// Issue 17's label-reading practice: complete specimen labels of fictitious products, in the real label format,
// each with questions answered from the label (facts found on it, and rate and mixing arithmetic taken from it).
describe('the specimen labels', () => {
  const pack = readContentPack();

  it('has two or three complete labels, each with every required part and its questions', () => {
    expect(pack.labels.length).toBeGreaterThanOrEqual(2);
    expect(pack.labels.length).toBeLessThanOrEqual(3);
    for (const label of pack.labels) {
      expect(checkSpecimenLabel(label), label.id).toEqual([]);
      expect(label.sections.map((s) => s.id)).toEqual(expect.arrayContaining([...requiredLabelSections]));
      expect(label.sections.find((s) => s.id === 'directions-for-use')?.table?.rows.length).toBeGreaterThan(0);
      // Every question sends the learner to the label, and at least one works a rate or mix from it.
      expect(label.questions.every((q) => q.question.includes(`${label.productName} specimen label`))).toBe(true);
      expect(label.questions.some((q) => q.type === 'numeric' && /[*/]/.test(q.compute))).toBe(true);
    }
    expect(pack.labels.some((label) => label.restrictedUse !== null)).toBe(true);
  });

  it("keeps the bank's rules for label questions: answers, sections, arithmetic, no duplicate ids", () => {
    expect(checkContentPack(pack)).toEqual([]);
    const [label] = pack.labels;
    const numeric = label!.questions.find((q) => q.type === 'numeric' && q.compute === '12')!;
    const wrong = { ...numeric, answer: 13 } as typeof numeric;
    const broken = { ...label!, questions: label!.questions.map((q) => (q.id === wrong.id ? wrong : q)) };
    const problems = checkContentPack({ ...pack, labels: [broken, ...pack.labels.slice(1)] });
    expect(problems.some((p) => p.includes(`question ${wrong.id}: 12 = 12, but the answer says 13`))).toBe(true);
    const twice = checkContentPack({ ...pack, labels: [...pack.labels, pack.labels[0]!] });
    expect(twice).toContain(`label id used twice: ${label!.id}`);
  });

  it('names a missing required part, ingredients that do not add up and an unboxed WPS box', () => {
    const [label] = pack.labels;
    const sections = label!.sections
      .filter((s) => s.id !== 'first-aid')
      .map((s) => (s.id === 'agricultural-use-requirements' ? { ...s, boxed: false } : s));
    expect(checkSpecimenLabel({ ...label!, sections, otherIngredientsPercent: 1 })).toEqual([
      `label ${label!.id}: no first-aid section`,
      `label ${label!.id}: ingredients add up to ${label!.activeIngredients[0]!.percent + 1}%, not 100%`,
      `label ${label!.id}: the Agricultural Use Requirements must be boxed`,
    ]);
  });

  // Issue 27: a label in the WPS's scope (it has the Agricultural Use Requirements box) bears the 40 CFR 156.206
  // statements; a WARNING or DANGER one also the Spanish signal word and statement.
  it('names a missing 156.206(a) statement and a missing or wrong Spanish signal word on a WPS label', () => {
    const warning = pack.labels.find((l) => l.signalWord === 'WARNING')!;
    const caution = pack.labels.find((l) => l.signalWord === 'CAUTION')!;
    expect(warning.spanishWarning).toMatch(/^AVISO/);
    expect(caution.spanishWarning).toBeNull();
    const withoutStatement = warning.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.filter((p) => p !== wpsLabelStatements.applicationRestriction),
    }));
    const spanishMissing = `label ${warning.id}: a WARNING label in the WPS's scope needs "AVISO" and the Spanish statement of 40 CFR 156.206(e) beside its signal word`;
    expect(checkSpecimenLabel({ ...warning, sections: withoutStatement, spanishWarning: null })).toEqual([
      `label ${warning.id}: the Agricultural Use Requirements lack the 40 CFR 156.206(a) statement`,
      spanishMissing,
    ]);
    const peligro = warning.spanishWarning!.replace('AVISO', 'PELIGRO');
    expect(checkSpecimenLabel({ ...warning, spanishWarning: peligro })).toEqual([spanishMissing]);
    expect(checkSpecimenLabel({ ...warning, signalWord: 'DANGER', spanishWarning: peligro })).toEqual([]);
    // CAUTION needs no Spanish; a label with no WPS box needs neither statement.
    expect(checkSpecimenLabel({ ...caution, spanishWarning: null })).toEqual([]);
    const outsideWps = warning.sections.filter((s) => s.id !== 'agricultural-use-requirements');
    expect(checkSpecimenLabel({ ...warning, sections: outsideWps, spanishWarning: null })).toEqual([
      `label ${warning.id}: no agricultural-use-requirements section`,
    ]);
  });
});
