import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { nextStepsTexts } from '../../../shared/domain/dashboard-texts';
import { buttonClasses } from '../../components/ui/button';
import { formatCountdown } from '../../lib/format-countdown';
import { useRemainingMs } from '../../lib/use-remaining-ms';

const texts = nextStepsTexts.exam;

interface ExamStepProps {
  exam: NonNullable<TDashboardSummary['exam']>;
  /** When the summary arrived, on the browser's clock: the server's time left counts down from there. */
  receivedAt: number;
}

/**
 * The learner's running exam with its clock and the way back in. role="timer" is silent to screen readers unless
 * they read it, which is what a clock ticking every second should be.
 */
export function ExamStep({ exam, receivedAt }: ExamStepProps) {
  const left = useRemainingMs(receivedAt + exam.timeLeftMs);
  return (
    <section
      aria-labelledby="dashboard-exam-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div className="grid gap-1">
        <h3 id="dashboard-exam-heading" className="font-semibold">
          {texts.heading}
        </h3>
        <p className="break-words">{exam.title}</p>
        <p className="inline-flex items-center gap-1.5">
          <Clock className="size-4 shrink-0" aria-hidden />
          {left > 0 ? (
            <span role="timer" aria-atomic="true">
              {texts.timeLeft}: <span className="font-mono font-semibold tabular-nums">{formatCountdown(left)}</span>
            </span>
          ) : (
            <span>{texts.timeUp}</span>
          )}
        </p>
      </div>
      {/* The exam screen's own path (src/web/features/quiz/exam-launcher.tsx). */}
      <Link
        to={`/exams/attempt/${exam.attemptId}`}
        className={buttonClasses()}
        aria-label={texts.resumeLabel(exam.title)}
      >
        {texts.resume}
      </Link>
    </section>
  );
}
