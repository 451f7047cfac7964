import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { ScoreBadge } from '../../components/ui/score-badge';
import { formatDateTime } from '../../lib/format-date';
import { resultTexts as texts } from './result-texts';

/**
 * The headline of a closed attempt: score and band, pass or fail against the passing score, correct count. Right
 * after a submit the focus lands on it, since the button that had focus is gone and a screen reader should hear this.
 */
export function ScoreSummary({ result, focusOnMount = false }: { result: TAttemptResult; focusOnMount?: boolean }) {
  const PassIcon = result.passed ? CircleCheck : CircleX;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-x-8 gap-y-4">
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-sm font-medium text-muted-foreground">
            {texts.score}
          </h2>
          <p className="text-5xl font-bold tabular-nums" data-testid="attempt-score">
            {result.score}%
          </p>
          <ScoreBadge score={result.score} className="w-fit" />
        </div>
        <div className="grid gap-2">
          <Badge
            variant={result.passed ? 'success' : 'destructive'}
            className="w-fit gap-1.5 px-3 py-1 text-sm"
            data-testid="attempt-outcome"
          >
            <PassIcon className="size-4" aria-hidden />
            {result.passed ? texts.passed : texts.failed}
          </Badge>
          <p className="text-sm">{texts.passingScore(result.passingPercent)}</p>
          <p className="font-medium">{texts.correctCount(result.correctCount, result.total)}</p>
          <p className="text-sm text-muted-foreground">{formatDateTime(result.closedAt)}</p>
        </div>
        {result.status === 'timed_out' ? <p className="basis-full text-sm text-warning">{texts.timedOut}</p> : null}
      </CardContent>
    </Card>
  );
}
