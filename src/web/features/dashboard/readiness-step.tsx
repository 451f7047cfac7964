import { Target } from 'lucide-react';
import { Link } from 'react-router';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { nextStepsTexts, readinessTopicsShown } from '../../../shared/domain/dashboard-texts';
import { scoreBand } from '../../../shared/domain/quizzes';
import { buttonClasses } from '../../components/ui/button';
import { PercentBar } from '../../components/ui/percent-bar';
import { scoreBandBarClass } from '../../components/ui/score-badge';
import { StepCard } from './step-card';

const texts = nextStepsTexts.readiness;

/**
 * The weakest core topics at a glance (the server sends them weakest first) and the way to practise them: /exams
 * opens at its weak-topics quiz when there are weak topics, at the quiz generator otherwise.
 */
export function ReadinessStep({ readiness }: { readiness: TDashboardSummary['readiness'] }) {
  const practised = readiness.topics.filter((topic) => topic.readiness !== null);
  const shown = practised.slice(0, readinessTopicsShown);
  const notPractised = readiness.topics.length - practised.length;
  const hasWeak = readiness.weakTopics.length > 0;
  return (
    <StepCard id="dashboard-readiness" heading={texts.heading} icon={Target}>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{texts.description}</p>
          <ul className="grid gap-3">
            {shown.map((topic) => (
              <li key={topic.topic}>
                <PercentBar
                  label={topic.name}
                  value={topic.readiness}
                  valueText={`${topic.readiness}%`}
                  barClassName={scoreBandBarClass[scoreBand(topic.readiness ?? 0)]}
                />
              </li>
            ))}
          </ul>
          {notPractised > 0 ? (
            <p className="text-sm text-muted-foreground">{texts.notPractised(notPractised, readiness.topics.length)}</p>
          ) : null}
        </>
      )}
      <Link
        to={hasWeak ? '/exams#weak-topics-heading' : '/exams#practice-quiz'}
        className={`${buttonClasses('outline')} mt-auto w-fit`}
      >
        {hasWeak ? texts.practiseWeak : texts.practise}
      </Link>
    </StepCard>
  );
}
