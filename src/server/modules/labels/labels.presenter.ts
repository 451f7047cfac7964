import type { TLabelPage, TLabelSummary } from '../../../shared/contract/labels';
import type { TSpecimenLabel } from '../../content/label-schema';

export const presentLabelSummary = (label: TSpecimenLabel): TLabelSummary => ({
  id: label.id,
  productName: label.productName,
  productType: label.productType,
  signalWord: label.signalWord,
  restrictedUse: label.restrictedUse !== null,
  questionCount: label.questions.length,
});

/** The label and its questions as the learner reads them: keys, explanations and sections stay on the server. */
export function presentLabelPage(label: TSpecimenLabel): TLabelPage {
  const { questions, sections, ...page } = label;
  return {
    ...page,
    sections: sections.map((s) => ({
      id: s.id,
      heading: s.heading,
      boxed: s.boxed,
      paragraphs: s.paragraphs,
      table: s.table ?? null,
    })),
    questions: questions.map((q) => ({
      id: q.id,
      questionText: q.question,
      questionType: q.type,
      ...('options' in q ? { options: [...q.options] } : {}),
      ...(q.type === 'numeric' ? { unit: q.unit } : {}),
    })),
  };
}
