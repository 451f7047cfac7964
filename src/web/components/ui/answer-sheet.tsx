import { type ReactNode, useState } from 'react';
import { decodeChoices } from '../../../shared/domain/quizzes';
import { Alert } from './alert';
import { Button } from './button';

/** What an answer sheet hands to the question view its page plugs in (features do not import each other). */
export interface TAnswerSlot<TQuestion, TReview> {
  number: number;
  question: TQuestion;
  answer: string;
  /** Absent once the sheet is checked: the answers are then read-only. */
  onAnswer?: (value: string) => void;
  review?: TReview;
}

interface AnswerSheetProps<TQuestion extends { questionType: string }, TReview> {
  questions: readonly TQuestion[];
  keyOf: (question: TQuestion) => string;
  /** The server's verdict per question, in order, once checked; the submit block goes away then. */
  reviews: readonly TReview[] | undefined;
  renderQuestion: (slot: TAnswerSlot<TQuestion, TReview>) => ReactNode;
  onSubmit: (answers: string[]) => void;
  pending: boolean;
  error: string | null;
  texts: { unanswered: string; submit: string; submitting: string };
}

/**
 * A numbered list of questions answered together and checked on the server (the lesson's knowledge check, label
 * practice). Every question must be answered first: a multi-select needs one choice, any other type some text.
 * A retry remounts it (a new `key`), which clears the answers.
 */
export function AnswerSheet<TQuestion extends { questionType: string }, TReview>({
  questions,
  keyOf,
  reviews,
  renderQuestion,
  onSubmit,
  pending,
  error,
  texts,
}: AnswerSheetProps<TQuestion, TReview>) {
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [missing, setMissing] = useState(false);

  function submit() {
    const blank = (answer: string, i: number) =>
      questions[i]!.questionType === 'multi_select' ? decodeChoices(answer).length === 0 : answer.trim() === '';
    setMissing(answers.some(blank));
    if (!answers.some(blank)) onSubmit(answers);
  }

  return (
    <>
      <ol className="grid gap-4">
        {questions.map((question, i) => (
          <li key={keyOf(question)}>
            {renderQuestion({
              number: i + 1,
              question,
              answer: answers[i] ?? '',
              onAnswer: reviews
                ? undefined
                : (value) => setAnswers((current) => current.map((item, j) => (j === i ? value : item))),
              review: reviews?.[i],
            })}
          </li>
        ))}
      </ol>
      {reviews ? null : (
        <div className="grid gap-3">
          {missing ? <Alert>{texts.unanswered}</Alert> : null}
          {error ? <Alert>{error}</Alert> : null}
          <Button className="w-fit" onClick={submit} disabled={pending}>
            {pending ? texts.submitting : texts.submit}
          </Button>
        </div>
      )}
    </>
  );
}
