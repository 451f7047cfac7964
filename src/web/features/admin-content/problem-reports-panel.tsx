import { useId, useState } from 'react';
import type { TProblemReport } from '../../../shared/contract/content-admin';
import {
  problemReasonLabel,
  reportStatuses,
  type TReportStatus,
  contentDashboardTexts as texts,
} from '../../../shared/domain/content-admin';
import { displayAnswer } from '../../../shared/domain/quizzes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { formatDateTime } from '../../lib/format-date';
import { useProblemReports, useResolveReport } from './content-queries';
import { ItemStatsSummary } from './item-stats-summary';

/** Learners' reports, open ones first in view; each with the item as they saw it and its statistics. */
export function ProblemReportsPanel() {
  const [status, setStatus] = useState<TReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useProblemReports(status, page);
  return (
    <section aria-labelledby="reports-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          {texts.reportsHeading}
          {reports.data ? ` (${reports.data.pagination.totalCount})` : null}
        </h2>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{texts.statusFilter}</legend>
          {reportStatuses.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'primary' : 'outline'}
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
            >
              {texts.statusLabels[value]}
            </Button>
          ))}
        </fieldset>
      </div>
      {reports.isError ? <p className="text-destructive">{reports.error.message}</p> : null}
      {!reports.data && !reports.isError ? <Skeleton className="h-40 w-full rounded-xl" /> : null}
      {reports.data?.reports.length === 0 ? <p className="text-muted-foreground">{texts.reportsEmpty}</p> : null}
      <ul className="grid gap-4">
        {reports.data?.reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      {reports.data && reports.data.pagination.totalPages > 1 ? (
        <Pagination page={page} totalPages={reports.data.pagination.totalPages} onPageChange={setPage} />
      ) : null}
    </section>
  );
}

function ReportCard({ report }: { report: TProblemReport }) {
  const { item } = report;
  const where = report.itemRef ?? (report.kind === 'question' ? texts.modelQuestion : texts.ownCard);
  return (
    <article
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:p-5"
      aria-label={`${problemReasonLabel(report.reason)}: ${item.text}`}
      data-testid="problem-report"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={report.status === 'open' ? 'warning' : 'success'}>{texts.statusLabels[report.status]}</Badge>
        <Badge variant="outline">{report.kind}</Badge>
        <span className="break-all text-muted-foreground">{where}</span>
      </div>
      <p className="text-base font-medium break-words">{item.text}</p>
      {item.options ? (
        <ul className="list-disc pl-5 break-words">
          {item.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      ) : null}
      <p className="break-words">
        <span className="text-muted-foreground">{report.kind === 'question' ? texts.key : texts.back}: </span>
        {item.type ? displayAnswer(item.type, item.answer) : item.answer}
      </p>
      <div className="grid gap-1 rounded-md bg-muted/60 p-3">
        <dl className="grid gap-1">
          <div>
            <dt className="inline font-medium">{texts.reason}: </dt>
            <dd className="inline">{problemReasonLabel(report.reason)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{texts.comment}: </dt>
            <dd className="inline break-words whitespace-pre-wrap">{report.comment || texts.noComment}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">
          {texts.reportedBy(report.reporter?.displayName ?? texts.deletedUser, formatDateTime(report.createdAt))}
        </p>
      </div>
      {report.stats ? (
        <div className="grid gap-2 border-t border-border pt-3">
          <h3 className="font-semibold">{texts.statsHeading}</h3>
          <ItemStatsSummary stats={report.stats} />
        </div>
      ) : null}
      {report.status === 'open' ? (
        <ResolveForm id={report.id} />
      ) : (
        <p className="border-t border-border pt-3 text-muted-foreground">
          {report.resolvedAt ? texts.resolvedOn(formatDateTime(report.resolvedAt)) : null}
          {report.resolution ? `: ${report.resolution}` : null}
        </p>
      )}
    </article>
  );
}

function ResolveForm({ id }: { id: string }) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const resolve = useResolveReport();
  return (
    <form
      className="grid gap-2 border-t border-border pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate({ id, resolution: note });
      }}
    >
      <Label htmlFor={noteId}>{texts.resolutionLabel}</Label>
      <Textarea
        id={noteId}
        rows={2}
        value={note}
        placeholder={texts.resolutionPlaceholder}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" className="justify-self-start" disabled={resolve.isPending}>
        {resolve.isPending ? texts.resolving : texts.resolve}
      </Button>
    </form>
  );
}
