import { lazy, Suspense } from 'react';
import type { TUsageAnalytics } from '../../../shared/contract/analytics';
import { analyticsRanges, usageAnalyticsTexts as texts } from '../../../shared/domain/usage-analytics';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';

const ActivityCharts = lazy(() => import('./activity-charts'));

export const rangeOptions = analyticsRanges.map((days) => ({ value: String(days), label: texts.rangeOption(days) }));

interface RangePickerProps {
  range: number;
  onRangeChange: (range: number) => void;
}

export function RangePicker({ range, onRangeChange }: RangePickerProps) {
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor="analytics-range">{texts.rangeLabel}</Label>
      <NativeSelect
        id="analytics-range"
        options={rangeOptions}
        value={String(range)}
        onValueChange={(value) => onRangeChange(Number(value))}
      />
    </div>
  );
}

const chartsSkeleton = (
  <div className="grid gap-4 lg:grid-cols-2" aria-busy>
    {[0, 1, 2, 3].map((n) => (
      <Skeleton key={n} className="h-80 w-full" />
    ))}
  </div>
);

/** "Platform Activity": the daily series and the funnel of the chosen range, in the admin's time zone. */
export function ActivityPanel({ data, timeZone }: { data: TUsageAnalytics | undefined; timeZone: string }) {
  return (
    <section aria-labelledby="platform-activity" className="space-y-4">
      <div>
        <h2 id="platform-activity" className="text-xl font-semibold">
          {texts.activityHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.timeZoneNote(timeZone)}</p>
      </div>
      {data ? (
        <Suspense fallback={chartsSkeleton}>
          <ActivityCharts data={data} />
        </Suspense>
      ) : (
        chartsSkeleton
      )}
    </section>
  );
}
