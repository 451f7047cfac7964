import { Activity, Bot, ClipboardCheck, Users } from 'lucide-react';
import type { TUsageAnalytics } from '../../../shared/contract/analytics';
import { describeChange, usageAnalyticsTexts } from '../../../shared/domain/usage-analytics';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

const cardOrder = [
  { key: 'totalUsers', icon: Users },
  { key: 'activeUsers', icon: Activity },
  { key: 'tutorMessages', icon: Bot },
  { key: 'examsCompleted', icon: ClipboardCheck },
] as const;

/** The spec's four cards, each with its change against the previous period (named per card). */
export function MetricCards({ cards }: { cards: TUsageAnalytics['cards'] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!cards}>
      {cardOrder.map(({ key, icon: Icon }) => {
        const text = usageAnalyticsTexts.cards[key];
        const card = cards?.[key];
        return (
          <li key={key}>
            <Card className="h-full p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-sm font-medium text-muted-foreground">{text.title}</h2>
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              </div>
              {card ? (
                <p className="mt-2 text-3xl font-bold tabular-nums">{card.value.toLocaleString('en-US')}</p>
              ) : (
                <Skeleton className="mt-2 h-9 w-24" />
              )}
              <p className="mt-1 text-xs text-muted-foreground">{text.description}</p>
              {card ? (
                <p className="mt-2 text-xs font-medium">
                  {describeChange(card.value, card.previous, text.comparedWith)}
                </p>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
