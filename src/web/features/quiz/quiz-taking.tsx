import { quizGeneratorTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { quizTexts } from '../../../shared/domain/quizzes';
import { ConfirmSubmitDialog } from '../../components/ui/confirm-submit-dialog';
import { HintPanel } from '../tutor/hint-panel';
import { QuestionView } from './question-view';
import { useFocusOnMount } from './use-focus-on-mount';
import type { TQuizSession } from './use-quiz-session';

/**
 * Taking: every question at once; Submit Quiz sends them all, blanks included, for the server to score. With any
 * question unanswered it asks first.
 */
export function QuizTaking({ session }: { session: TQuizSession }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const questions = session.quiz?.questions ?? [];
  const answered = session.answers.filter((answer) => answer.trim() !== '').length;
  const progress = texts.answered(answered, questions.length);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {texts.questionsHeading}
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {progress}
        </p>
      </div>
      <ol className="grid gap-4">
        {questions.map((question, index) => (
          <li key={`${session.quiz?.attemptId}-${question.questionText}`}>
            <QuestionView
              number={index + 1}
              question={question}
              answer={session.answers[index] ?? ''}
              onAnswer={(value) => session.answer(index, value)}
              flat
              mode="answering"
              idPrefix="quiz"
            />
            {session.quiz ? (
              <div className="mt-2">
                <HintPanel
                  target={{ source: 'quiz', attemptId: session.quiz.attemptId, position: index }}
                  learnerAnswer={session.answers[index] ?? ''}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmSubmitDialog
        texts={{ ...texts, submit: quizTexts.submit }}
        description={texts.confirmBody(questions.length - answered, questions.length)}
        confirm={answered < questions.length}
        submitting={session.submission.isPending}
        className="w-fit"
        onSubmit={session.submit}
      />
    </div>
  );
}
