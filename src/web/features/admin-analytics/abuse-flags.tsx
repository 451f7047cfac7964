import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { TAbuseFlag } from '../../../shared/contract/analytics';
import { abuseKindLabels, usageAnalyticsTexts as texts } from '../../../shared/domain/usage-analytics';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format-date';

const userLink = (id: number) => `/admin/users/${id}`;

function FlagItem({ flag }: { flag: TAbuseFlag }) {
  const subject = flag.user ? `${flag.user.displayName} (${flag.user.email})` : flag.address;
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="destructive">{abuseKindLabels[flag.kind]}</Badge>
          <span className="text-xs text-muted-foreground">Last {formatDateTime(flag.lastAt)}</span>
        </div>
        <p className="mt-2 font-medium break-words">
          {subject}
          {flag.user && flag.address ? <span className="text-muted-foreground"> from {flag.address}</span> : null}
        </p>
        <p className="mt-1 text-sm">{flag.evidence}</p>
        {flag.user ? (
          <Link to={userLink(flag.user.id)} className="mt-2 inline-block text-sm font-medium text-primary underline">
            {texts.viewUser}: {flag.user.displayName}
          </Link>
        ) : null}
        {flag.accounts.length ? (
          <div className="mt-2 text-sm">
            <p className="font-medium">{texts.accountsFromAddress}</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {flag.accounts.map((account) => (
                <li key={account.id}>
                  <Link to={userLink(account.id)} className="text-primary underline break-all">
                    {account.email}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** Bot and abuse detection: what each rule found in the range, worst first, each with a way to the account. */
export function AbuseFlags({ flags }: { flags: TAbuseFlag[] | undefined }) {
  return (
    <section aria-labelledby="abuse-detection" className="space-y-3">
      <div>
        <h2 id="abuse-detection" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldAlert className="size-5" aria-hidden />
          {texts.abuseHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.abuseDescription}</p>
      </div>
      {!flags ? (
        <Skeleton className="h-24 w-full" />
      ) : flags.length === 0 ? (
        <p className="rounded-md border border-border bg-card p-4 text-sm">{texts.abuseEmpty}</p>
      ) : (
        <ul className="grid gap-3">
          {flags.map((flag) => (
            <FlagItem key={`${flag.kind}-${flag.user?.id ?? ''}-${flag.address ?? ''}`} flag={flag} />
          ))}
        </ul>
      )}
    </section>
  );
}
