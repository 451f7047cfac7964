import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TAttemptResult, TExamQuestion, TExamSession } from '../../../shared/contract/quizzes';
import { scorePercent } from '../../../shared/domain/quizzes';
import type { TQuestionType } from '../../../shared/domain/topics';
import type { TAskedQuestion, TQuizAttemptItemRow, TQuizAttemptRow } from '../../db/schema';
import type { THiddenKeys } from './hidden-keys.service';
import { correctAnswerText } from './scoring';

const unitOf = (asked: TAskedQuestion) => (typeof asked.details.unit === 'string' ? asked.details.unit : undefined);

/** What an exam may show before submission: the question and its options, nothing that gives the answer away. */
export const presentExamQuestion = (asked: TAskedQuestion, position: number): TExamQuestion => ({
  position,
  questionText: asked.question,
  questionType: asked.type as TQuestionType,
  options: asked.options ?? undefined,
  unit: unitOf(asked),
});

/** Spec 3's quiz question, key and explanation included (practice quizzes review them in the browser). */
export const presentQuizQuestion = (asked: TAskedQuestion): TQuizQuestion => ({
  questionText: asked.question,
  questionType: asked.type as TQuestionType,
  options: asked.options ?? undefined,
  correctAnswer: correctAnswerText(asked),
  explanation: asked.explanation,
  topic: asked.topic,
  unit: unitOf(asked),
});

export function presentExamSession(attempt: TQuizAttemptRow, items: TQuizAttemptItemRow[], now: Date): TExamSession {
  return {
    attemptId: attempt.id,
    title: attempt.title,
    status: attempt.status,
    passingPercent: attempt.passingPercent,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt!,
    serverNow: now,
    questions: items.map((item) => presentExamQuestion(item.asked, item.position)),
    answers: items.map((item) => item.answer),
    flagged: items.map((item) => item.flagged),
  };
}

/**
 * A closed attempt with its score, pass or fail, breakdown by topic and the full review; a question of the learner's
 * running exam is reviewed without its key, explanation or verdict (the verdict on a given answer tells the key too).
 */
export function presentResult(
  attempt: TQuizAttemptRow,
  items: TQuizAttemptItemRow[],
  topicNames: Map<string, string>,
  hidden: THiddenKeys,
  /** Bank question id to the section that teaches it. */
  sections: Map<string, string> = new Map(),
): TAttemptResult {
  const score = attempt.score ?? 0;
  return {
    attemptId: attempt.id,
    mode: attempt.mode,
    title: attempt.title,
    status: attempt.status,
    score,
    correctCount: attempt.correctCount ?? 0,
    total: items.length,
    passingPercent: attempt.passingPercent,
    passed: score >= attempt.passingPercent,
    startedAt: attempt.startedAt,
    closedAt: attempt.closedAt ?? attempt.startedAt,
    topics: (attempt.topicResults ?? []).map((tally) => ({
      ...tally,
      name: topicNames.get(tally.topic) ?? tally.topic,
      percent: scorePercent(tally.correct, tally.total),
    })),
    review: items.map((item) => {
      const keyShown = !hidden.has(item.asked);
      return {
        ...presentExamQuestion(item.asked, item.position),
        topic: item.asked.topic,
        answer: item.answer,
        correctAnswer: keyShown ? correctAnswerText(item.asked) : null,
        explanation: keyShown ? item.asked.explanation : null,
        isCorrect: keyShown ? (item.isCorrect ?? false) : null,
        flagged: item.flagged,
        section: keyShown && item.asked.questionId ? (sections.get(item.asked.questionId) ?? null) : null,
      };
    }),
  };
}
