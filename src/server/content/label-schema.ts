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
  for (const q of label.questions) {
    if (q.topic !== 'label-labeling')
      problems.push(`label ${label.id}: question ${q.id} is not a label-labeling question`);
  }
  return problems;
}
