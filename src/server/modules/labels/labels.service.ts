import type { TLabelCheckResult, TLabelPage, TLabelSummary } from '../../../shared/contract/labels';
import { labelMessages as texts } from '../../../shared/domain/labels';
import { scorePercent } from '../../../shared/domain/quizzes';
import type { TQuestion } from '../../content/content-schema';
import type { TSpecimenLabel } from '../../content/label-schema';
import type { TAskedQuestion } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { correctAnswerText, isAnswerCorrect } from '../quizzes/scoring';
import { presentLabelPage, presentLabelSummary } from './labels.presenter';

// The labels live in the content pack, which the app is given (buildApp's contentPack, the pack on disk by default).
// Checking is stateless (decision 023b-labels): the answers are judged with the quizzes' own scoring and nothing is
// stored.

function findLabel(labels: TSpecimenLabel[], id: string) {
  const label = labels.find((l) => l.id === id);
  if (!label) throw notFound(texts.notFound);
  return label;
}

/** A pack question in the shape the quizzes' scoring judges, so a label answer is judged exactly as a quiz's. */
export function toAsked(question: TQuestion): TAskedQuestion {
  const { id, type, topic, question: text, explanation, answer, ...rest } = question;
  const {
    options,
    difficulty: _d,
    jurisdictions: _j,
    section: _s,
    stateSpecific: _ss,
    ...details
  } = rest as {
    options?: string[];
  } & Record<string, unknown>;
  return { questionId: id, topic, type, question: text, options: options ?? null, answer, details, explanation };
}

export const listLabels = (labels: TSpecimenLabel[]): TLabelSummary[] => labels.map(presentLabelSummary);

export const getLabel = (labels: TSpecimenLabel[], id: string): TLabelPage => presentLabelPage(findLabel(labels, id));

export function checkAnswers(
  labels: TSpecimenLabel[],
  input: {
    labelId: string;
    answers: { questionId: string; answer: string }[];
  },
): TLabelCheckResult {
  const label = findLabel(labels, input.labelId);
  const given = new Map<string, string>();
  for (const { questionId, answer } of input.answers) {
    if (!label.questions.some((q) => q.id === questionId)) throw badRequest(texts.questionNotFound);
    given.set(questionId, answer);
  }
  const results = label.questions.map((question) => {
    const asked = toAsked(question);
    const answer = given.get(question.id)?.trim() ? given.get(question.id)! : null;
    return {
      questionId: question.id,
      answer,
      correctAnswer: correctAnswerText(asked),
      isCorrect: isAnswerCorrect(asked, answer),
      explanation: question.explanation,
      section: question.section,
    };
  });
  const correctCount = results.filter((r) => r.isCorrect).length;
  const total = results.length;
  return { labelId: label.id, correctCount, total, score: scorePercent(correctCount, total), results };
}
