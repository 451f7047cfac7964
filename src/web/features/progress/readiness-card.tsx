import { Link } from 'react-router';
import { readinessTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { scoreBand } from '../../../shared/domain/quizzes';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PercentBar } from '../../components/ui/percent-bar';
import { scoreBandBarClass } from '../../components/ui/score-badge';
import { Skeleton } from '../../components/ui/skeleton';
import { useProgress } from './progress-queries';

/** The dashboard's readiness per core topic, from the learner's latest answers in each. */
export function ReadinessCard() {
  const progress = useProgress();
  return (
    <Card role="region" aria-labelledby="readiness-heading">
      <CardHeader>
        <CardTitle id="readiness-heading">{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {progress.isError ? (
          <Alert>{progress.error.message}</Alert>
        ) : !progress.data ? (
          <div aria-busy className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : (
          <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {progress.data.topics.map((topic) => (
              <li key={topic.topic}>
                <PercentBar
                  label={topic.name}
                  value={topic.readiness}
                  valueText={topic.readiness === null ? texts.notStarted : `${topic.readiness}%`}
                  barClassName={topic.readiness === null ? undefined : scoreBandBarClass[scoreBand(topic.readiness)]}
                />
              </li>
            ))}
          </ul>
        )}
        <Link to="/exams" className="w-fit font-medium text-primary underline-offset-2 hover:underline">
          {texts.link}
        </Link>
      </CardContent>
    </Card>
  );
}
