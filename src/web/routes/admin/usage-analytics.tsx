import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import {
  analyticsRanges,
  defaultAnalyticsRange,
  usageAnalyticsTexts as texts,
} from '../../../shared/domain/usage-analytics';
import { Alert } from '../../components/ui/alert';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { AbuseFlags } from '../../features/admin-analytics/abuse-flags';
import { ActivityPanel, RangePicker } from '../../features/admin-analytics/activity-panel';
import { browserTimeZone, useAbuseFlags, useUsageAnalytics } from '../../features/admin-analytics/analytics-queries';
import { MetricCards } from '../../features/admin-analytics/metric-cards';
import { usePageTitle } from '../../features/site/use-page-title';

/** The range lives in the URL (?range=7), so a view can be shared and survives a reload. */
function useRange() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('range'));
  const range = (analyticsRanges as readonly number[]).includes(asked) ? asked : defaultAnalyticsRange;
  const setRange = (next: number) =>
    setParams((current) => {
      current.set('range', String(next));
      return current;
    });
  return [range, setRange] as const;
}

export default function AdminUsageAnalyticsPage() {
  const text = adminPageTexts.usageAnalytics;
  usePageTitle(text.title);
  const timeZone = useMemo(browserTimeZone, []);
  const [range, setRange] = useRange();
  const overview = useUsageAnalytics(range, timeZone);
  const abuse = useAbuseFlags(range, timeZone);
  const error = overview.error ?? abuse.error;

  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description}>
        <p className="max-w-2xl text-sm text-muted-foreground">{texts.pageDescription}</p>
      </PageHeader>
      <div className="space-y-8">
        {error ? <Alert>{error.message || texts.loadFailed}</Alert> : null}
        <MetricCards cards={overview.data?.cards} />
        <RangePicker range={range} onRangeChange={setRange} />
        <ActivityPanel data={overview.data} timeZone={timeZone} />
        <AbuseFlags flags={abuse.data?.flags} />
      </div>
    </PageContainer>
  );
}
