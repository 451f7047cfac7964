import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TSystemStatus } from '../../../shared/contract/admin-operations';
import { systemTexts as texts } from '../../../shared/domain/admin-operations-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useRetryFailedMails, useSystemStatus } from './admin-operations-queries';

const MINUTE = 60_000;

function durationText(ms: number) {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** One part of the platform: its name, a healthy/attention mark (in words, not colour only), and its facts. */
function StatusRow({ title, healthy, children }: { title: string; healthy?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <h3 className="text-sm font-medium">{title}</h3>
      <div className="grid gap-1 text-sm">
        {healthy === undefined ? null : healthy ? (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden />
            {texts.healthy}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 font-medium text-destructive">
            <AlertTriangle className="size-4" aria-hidden />
            {texts.attention}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}

function StatusRows({ status }: { status: TSystemStatus }) {
  const retry = useRetryFailedMails();
  const { database, mail, payments, ai, content, app } = status;
  const oldest = mail.oldestWaitingAt ? status.checkedAt.getTime() - mail.oldestWaitingAt.getTime() : null;
  return (
    <div>
      <StatusRow title={texts.database} healthy={database.healthy}>
        <span>{texts.databaseEngine[database.engine]}</span>
        <span className="text-muted-foreground">
          {texts.migration(database.latestMigration, database.appliedMigrations)}
        </span>
      </StatusRow>
      <StatusRow title={texts.mail} healthy={mail.healthy}>
        <span>{texts.mailTransport[mail.transport]}</span>
        <span className="text-muted-foreground">{texts.outboxQueue(mail.waiting, mail.failed)}</span>
        {oldest !== null ? (
          <span className="text-muted-foreground">{texts.oldestWaiting(Math.floor(oldest / MINUTE))}</span>
        ) : null}
        {mail.failed > 0 ? (
          <div>
            <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate()}>
              {retry.isPending ? texts.retrying : texts.retryFailed}
            </Button>
          </div>
        ) : null}
      </StatusRow>
      <StatusRow title={texts.payments} healthy={payments.healthy}>
        <span>{texts.paymentsMode[payments.mode]}</span>
      </StatusRow>
      <StatusRow title={texts.ai}>
        <span>{texts.aiEngine(ai.model)}</span>
        <span className="text-muted-foreground">{texts.embeddings(ai.embeddingModel)}</span>
      </StatusRow>
      <StatusRow title={texts.contentPack}>
        <span>{content.version ? texts.packVersion(content.version) : '—'}</span>
      </StatusRow>
      <StatusRow title={texts.application}>
        <span>{texts.appVersion(app.version, app.node)}</span>
        <span className="text-muted-foreground">
          {texts.uptime(durationText(status.checkedAt.getTime() - app.startedAt.getTime()))}
        </span>
      </StatusRow>
    </div>
  );
}

/** Admin Settings > System: what the platform runs on and whether each part is healthy. */
export function SystemStatusPanel() {
  const query = useSystemStatus();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{texts.title}</CardTitle>
          <CardDescription>{texts.description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
          {texts.refresh}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.data?.payments.mode === 'test' ? <Alert>{texts.testCheckoutWarning}</Alert> : null}
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <Alert>{texts.loadFailed}</Alert>
        ) : (
          <StatusRows status={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
