import { Activity, Ticket, TicketCheck } from 'lucide-react';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { Skeleton } from '../../components/ui/skeleton';

interface DiscountStatsProps {
  stats: { totalCodes: number; activeCodes: number; totalUsage: number } | undefined;
}

const cards = [
  { key: 'totalCodes', label: texts.stats.totalCodes, Icon: Ticket },
  { key: 'activeCodes', label: texts.stats.activeCodes, Icon: TicketCheck },
  { key: 'totalUsage', label: texts.stats.totalUsage, Icon: Activity },
] as const;

/** The three stat cards. The spec's source showed dashes for two of them; the server counts all three. */
export function DiscountStats({ stats }: DiscountStatsProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ key, label, Icon }) => (
        <div key={key} className="rounded-xl border border-border bg-card p-5 shadow-card">
          <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-4" aria-hidden />
          </dt>
          <dd className="mt-2 text-3xl font-bold">{stats ? stats[key] : <Skeleton className="h-9 w-16" />}</dd>
        </div>
      ))}
    </dl>
  );
}
