import { CircleCheck, CircleX } from 'lucide-react';
import { questionViewTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { displayAnswer, quizTexts } from '../../../shared/domain/quizzes';
import { cn } from '../../lib/cn';

/** Null key, explanation and verdict: the question is in the learner's running exam (the server holds them back). */
export interface TQuestionReview {
  correctAnswer: string | null;
  explanation: string | null;
  isCorrect: boolean | null;
}

/** Spec 8's quiz feedback ("Correct!" or "Incorrect.", then the correct answer) and the explanation box. */
export function AnswerFeedback({
  questionType,
  unit,
  review,
}: {
  questionType: string;
  /** A numeric answer reads with its unit: "5 gallons", not "5". */
  unit?: string;
  review: TQuestionReview;
}) {
  if (review.correctAnswer === null || review.isCorrect === null) {
    return <p className="rounded-md border border-border bg-muted/50 p-3 text-sm">{texts.keyHidden}</p>;
  }
  const Icon = review.isCorrect ? CircleCheck : CircleX;
  return (
    <div className="grid gap-3">
      <p
        data-correct={review.isCorrect}
        className={cn(
          'flex flex-wrap items-start gap-x-1.5 gap-y-1 rounded-md border p-3 text-sm',
          review.isCorrect ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900',
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <strong>{review.isCorrect ? quizTexts.correct : quizTexts.incorrect}</strong>
        <span>{quizTexts.correctAnswerIs}</span>
        <span className="font-semibold">
          {displayAnswer(questionType, review.correctAnswer)}
          {unit ? ` ${unit}` : null}
        </span>
      </p>
      {review.explanation ? (
        <div className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          <p className="font-semibold">{texts.explanation}</p>
          <p className="mt-1">{review.explanation}</p>
        </div>
      ) : null}
    </div>
  );
}
