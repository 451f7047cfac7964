import type { TItemStats, TProblemReport } from '../../../shared/contract/content-admin';
import type { TProblemReason } from '../../../shared/domain/content-admin';
import type { TProblemReportRow } from '../../db/schema';

/** A report as the dashboard shows it; who resolved it stays in the table, the dashboard needs only when and how. */
export function presentReport(
  { report, reporter }: { report: TProblemReportRow; reporter: TProblemReport['reporter'] },
  stats: Map<string, TItemStats>,
): TProblemReport {
  return {
    id: report.id,
    kind: report.itemKind,
    itemRef: report.itemRef,
    topic: report.topic,
    item: report.item,
    reason: report.reason as TProblemReason,
    comment: report.comment,
    status: report.status,
    createdAt: report.createdAt,
    reporter: reporter?.id ? reporter : null,
    resolvedAt: report.resolvedAt,
    resolution: report.resolution,
    stats: report.itemKind === 'question' && report.itemRef ? (stats.get(report.itemRef) ?? null) : null,
  };
}
