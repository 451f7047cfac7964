import { z } from 'zod';
import { ZQuestion } from './content-schema';

// A specimen label of a fictitious product, written by the team in the real label format (40 CFR 156.10), for
// label-reading practice: questions whose facts the learner finds on the label shown beside them.

/** The parts every specimen label must have, in label order; a pack check names a missing one. */
export const requiredLabelSections = [
  'precautionary-statements',
  'personal-protective-equipment',
  'first-aid',
  'environmental-hazards',
  'directions-for-use',
  'agricultural-use-requirements',
  'storage-and-disposal',
] as const;

const ZLabelSection = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  heading: z.string().min(2),
  /** Drawn as a box on the label, as the restricted-use statement and the Agricultural Use Requirements are. */
  boxed: z.boolean().default(false),
  paragraphs: z.array(z.string().min(3)).default([]),
  table: z.strictObject({ columns: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1) }).optional(),
});

export const ZSpecimenLabel = z.strictObject({
  id: z.string().regex(/^label-[a-z0-9-]+$/, 'label ids start with label-'),
  /** Says on the label itself that product, company and numbers are invented. */
  specimenNotice: z.string().regex(/fictitious/i, 'the notice says the product is fictitious'),
  productName: z.string().min(3),
  productType: z.string().min(3),
  restrictedUse: z.string().min(20).nullable(),
  activeIngredients: z.array(z.strictObject({ name: z.string().min(3), percent: z.number().positive() })).min(1),
  otherIngredientsPercent: z.number().min(0),
  guarantee: z.string().min(5),
  signalWord: z.enum(['DANGER', 'WARNING', 'CAUTION']),
  /**
   * The Spanish signal word and "Si usted no entiende la etiqueta..." statement, shown beside the signal word
   * (40 CFR 156.206(e)); the pack check requires it on a DANGER or WARNING label in the WPS's scope.
   */
  spanishWarning: z.string().min(10).nullable().default(null),
  keepOutOfReach: z.literal('KEEP OUT OF REACH OF CHILDREN'),
  epaRegistrationNumber: z.string().min(3),
  epaEstablishmentNumber: z.string().min(3),
  netContents: z.string().min(3),
  manufacturer: z.string().min(5),
  sections: z.array(ZLabelSection).min(requiredLabelSections.length),
  /** Questions answered from this label only; each points to the lesson section that teaches the skill. */
  questions: z.array(ZQuestion).min(4),
});
export type TSpecimenLabel = z.infer<typeof ZSpecimenLabel>;

/** The worker-protection statements 40 CFR 156.206 puts on every label in the scope of the WPS (part 170). */
export const wpsLabelStatements = {
  /** 156.206(a), under the heading Agricultural Use Requirements. */
  applicationRestriction:
    'Do not apply this product in a way that will contact workers or other persons, either directly or through ' +
    'drift. Only protected handlers may be in the area during application.',
  /** 156.206(e), after the Spanish signal word, on a toxicity category I or II product. */
  spanishExplanation:
    'Si usted no entiende la etiqueta, busque a alguien para que se la explique a usted en detalle. ' +
    '(If you do not understand the label, find someone to explain it to you in detail.)',
} as const;
/** The Spanish signal words of 156.206(e); CAUTION needs none. */
export const spanishSignalWords: Partial<Record<TSpecimenLabel['signalWord'], string>> = {
  DANGER: 'PELIGRO',
  WARNING: 'AVISO',
};

/**
 * A label with an Agricultural Use Requirements box is in the WPS's scope, so it bears the 156.206(a) statement in
 * that box and, when its signal word is DANGER or WARNING, the Spanish signal word and statement of 156.206(e).
 */
function wpsStatementProblems(label: TSpecimenLabel): string[] {
  const box = label.sections.find((s) => s.id === 'agricultural-use-requirements');
  if (!box) return [];
  const problems: string[] = [];
  if (!box.paragraphs.includes(wpsLabelStatements.applicationRestriction)) {
    problems.push(`label ${label.id}: the Agricultural Use Requirements lack the 40 CFR 156.206(a) statement`);
  }
  const spanish = spanishSignalWords[label.signalWord];
  const warning = label.spanishWarning ?? '';
  if (spanish && !(warning.startsWith(spanish) && warning.includes(wpsLabelStatements.spanishExplanation))) {
    problems.push(
      `label ${label.id}: a ${label.signalWord} label in the WPS's scope needs "${spanish}" and the ` +
        'Spanish statement of 40 CFR 156.206(e) beside its signal word',
    );
  }
  return problems;
}

/** What a label must hold whatever its product: every required part, and ingredients that add up to 100 percent. */
export function checkSpecimenLabel(label: TSpecimenLabel): string[] {
  const problems: string[] = [];
  const ids = label.sections.map((s) => s.id);
  for (const part of requiredLabelSections) {
    if (!ids.includes(part)) problems.push(`label ${label.id}: no ${part} section`);
  }
  const total = label.activeIngredients.reduce((sum, a) => sum + a.percent, 0) + label.otherIngredientsPercent;
  if (Math.abs(total - 100) > 0.001) problems.push(`label ${label.id}: ingredients add up to ${total}%, not 100%`);
  const box = label.sections.find((s) => s.id === 'agricultural-use-requirements');
  if (box && !box.boxed) problems.push(`label ${label.id}: the Agricultural Use Requirements must be boxed`);
  problems.push(...wpsStatementProblems(label));
  for (const q of label.questions) {
    if (q.topic !== 'label-labeling')
      problems.push(`label ${label.id}: question ${q.id} is not a label-labeling question`);
  }
  return problems;
}
