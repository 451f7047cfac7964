import { Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { resultTexts as texts } from './result-texts';

export type TReviewItem = TAttemptResult['review'][number];

/** What the results view hands to the question view the route plugs in (features do not import each other). */
export interface TReviewSlot {
  item: TReviewItem;
  /** 1-based, as shown. */
  number: number;
  /** Marks beside the question number (the flag the learner set). */
  marks: ReactNode;
}

type TFilter = keyof typeof texts.filters;
const matches: Record<TFilter, (item: TReviewItem) => boolean> = {
  all: () => true,
  incorrect: (item) => item.isCorrect === false,
  flagged: (item) => item.flagged,
};

/** Every question with the learner's answer, the key and the explanation; filtered to the ones worth a second look. */
export function ReviewList({
  review,
  renderQuestion,
}: {
  review: TReviewItem[];
  renderQuestion: (slot: TReviewSlot) => ReactNode;
}) {
  const [filter, setFilter] = useState<TFilter>('all');
  const shown = review.filter(matches[filter]);
  return (
    <section aria-labelledby="attempt-review-heading" className="grid gap-4">
      <h2 id="attempt-review-heading" className="text-xl font-semibold">
        {texts.reviewHeading}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{texts.filterLabel}</legend>
        {(Object.keys(texts.filters) as TFilter[]).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={filter === key ? 'primary' : 'outline'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {texts.filters[key]} ({review.filter(matches[key]).length})
          </Button>
        ))}
      </fieldset>
      {shown.length === 0 ? <p className="text-muted-foreground">{texts.noneInFilter}</p> : null}
      <ol className="grid gap-4">
        {shown.map((item) => (
          <li key={item.position}>
            {renderQuestion({
              item,
              number: item.position + 1,
              marks: item.flagged ? (
                <Badge variant="warning" className="gap-1">
                  <Flag className="size-3" aria-hidden />
                  {texts.flaggedMark}
                </Badge>
              ) : null,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
