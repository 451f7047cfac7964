import { Clock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { examLauncherTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCountdown } from '../../lib/format-countdown';
import { useRemainingMs } from '../../lib/use-remaining-ms';
import { useCurrentExam, useExamBlueprints, useStartExam } from './exam-launcher-queries';

export const examAttemptPath = (attemptId: string) => `/exams/attempt/${attemptId}`;

function ExamInProgress({ attemptId, title, deadlineAt }: { attemptId: string; title: string; deadlineAt: Date }) {
  const left = useRemainingMs(deadlineAt.getTime());
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-amber-950">{texts.inProgress}</p>
        <p className="text-amber-950">{title}</p>
        <p className="inline-flex items-center gap-1.5 text-amber-950">
          <Clock className="size-4" aria-hidden />
          {left > 0 ? texts.timeLeft(formatCountdown(left)) : texts.timeUp}
        </p>
      </div>
      <Link to={examAttemptPath(attemptId)} className={buttonClasses()}>
        {texts.resume}
      </Link>
    </div>
  );
}

/** Timed practice exams built from the content pack's blueprints, and the way back into one already running. */
export function ExamLauncher() {
  const blueprints = useExamBlueprints();
  const current = useCurrentExam();
  const start = useStartExam();
  const navigate = useNavigate();
  const exam = current.data?.exam;

  return (
    <Card role="region" aria-labelledby="exam-launcher-heading">
      <CardHeader>
        <CardTitle id="exam-launcher-heading">{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {exam ? <ExamInProgress {...exam} /> : null}
        {blueprints.isError ? (
          <Alert>{blueprints.error.message}</Alert>
        ) : !blueprints.data ? (
          <div aria-busy className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : blueprints.data.blueprints.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {blueprints.data.blueprints.map((blueprint) => (
              <li key={blueprint.id} className="grid gap-3 rounded-lg border border-border p-4">
                <div className="grid gap-1">
                  <h3 className="font-semibold">{blueprint.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {texts.facts(blueprint.questionCount, blueprint.timeLimitMinutes, blueprint.passingPercent)}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  className="w-fit"
                  aria-label={texts.startLabel(blueprint.name)}
                  disabled={start.isPending}
                  onClick={() =>
                    start.mutate(blueprint.id, {
                      onSuccess: (session) => navigate(examAttemptPath(session.attemptId)),
                    })
                  }
                >
                  {start.isPending && start.variables === blueprint.id ? texts.starting : texts.start}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
