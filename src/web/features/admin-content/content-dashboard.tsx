import { contentDashboardTexts as texts } from '../../../shared/domain/content-admin';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useContentOverview } from './content-queries';
import { ItemAnalysisPanel } from './item-analysis-panel';
import { PackOverview } from './pack-overview';
import { ProblemReportsPanel } from './problem-reports-panel';

/** The content dashboard (issue 16): reports first (they need action), then item analysis, then the pack. */
export function ContentDashboard() {
  const overview = useContentOverview();
  const topics = overview.data?.topics.map((topic) => ({ id: topic.id, name: topic.name })) ?? [];
  return (
    <div className="grid min-w-0 gap-10">
      <ProblemReportsPanel />
      <ItemAnalysisPanel topics={topics} />
      {overview.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-destructive">{overview.error.message || texts.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : overview.data ? (
        <PackOverview overview={overview.data} />
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
    </div>
  );
}
