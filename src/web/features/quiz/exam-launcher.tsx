import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { examLauncherTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCountdown } from '../../lib/format-countdown';
import { useRemainingMs } from '../../lib/use-remaining-ms';
import { ExamBlueprintCard } from './exam-blueprint-card';
import { useCurrentExam, useExamBlueprints, useStartExam } from './exam-launcher-queries';
import { groupExams, type TExamGroup } from './group-exams';

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

function ExamGroup({ group, mine, children }: { group: TExamGroup; mine: boolean; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {group.name ? texts.stateGroup(group.name) : texts.nationalGroup}
        </h3>
        {mine && group.state ? <Badge variant="secondary">{texts.yourState}</Badge> : null}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
    </section>
  );
}

/**
 * Timed practice exams built from the content pack's blueprints, grouped by state (the learner's own first: the
 * national core, then each state's law exam and its category exams), and the way back into one already running.
 */
export function ExamLauncher({ learnerStates }: { learnerStates: readonly string[] }) {
  const blueprints = useExamBlueprints();
  const current = useCurrentExam();
  const start = useStartExam();
  const navigate = useNavigate();
  const exam = current.data?.exam;
  const groups = blueprints.data ? groupExams(blueprints.data.blueprints, learnerStates) : null;

  const renderGroup = (group: TExamGroup, mine: boolean) => (
    <ExamGroup key={group.state ?? 'national'} group={group} mine={mine}>
      {group.exams.map((blueprint) => (
        <ExamBlueprintCard
          key={blueprint.id}
          blueprint={blueprint}
          disabled={start.isPending}
          starting={start.isPending && start.variables === blueprint.id}
          onStart={(blueprintId) =>
            start.mutate(blueprintId, { onSuccess: (session) => navigate(examAttemptPath(session.attemptId)) })
          }
        />
      ))}
    </ExamGroup>
  );

  return (
    <Card role="region" aria-labelledby="exam-launcher-heading">
      <CardHeader>
        <CardTitle id="exam-launcher-heading">{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {exam ? <ExamInProgress {...exam} /> : null}
        {blueprints.isError ? (
          <Alert>{blueprints.error.message}</Alert>
        ) : !groups ? (
          <div aria-busy className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : groups.mine.length + groups.others.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        ) : (
          <>
            {groups.mine.map((group) => renderGroup(group, true))}
            {groups.others.length > 0 ? (
              <details className="rounded-lg border border-border p-4">
                <summary className="cursor-pointer font-semibold">{texts.otherStates}</summary>
                <div className="mt-4 grid gap-6">{groups.others.map((group) => renderGroup(group, false))}</div>
              </details>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
