import { BookOpen, CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { studyLink, studyThisText } from '../../../shared/domain/course-texts';
import { questionViewTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { displayAnswer, quizTexts } from '../../../shared/domain/quizzes';
import { cn } from '../../lib/cn';

/** Null key, explanation and verdict: the question is in the learner's running exam (the server holds them back). */
export interface TQuestionReview {
  correctAnswer: string | null;
  explanation: string | null;
  isCorrect: boolean | null;
  /** The lesson section that teaches it (`lesson-id#section-id`), for "Study this"; absent or null: no link. */
  section?: string | null;
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
      {review.explanation || review.section ? (
        <div className="grid gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm">
          {review.explanation ? (
            <div>
              <p className="font-semibold">{texts.explanation}</p>
              <p className="mt-1">{review.explanation}</p>
            </div>
          ) : null}
          {review.section ? <StudyThisLink section={review.section} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function StudyThisLink({ section }: { section: string }) {
  return (
    <Link
      to={studyLink(section)}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <BookOpen className="size-4" aria-hidden />
      {studyThisText}
    </Link>
  );
}
