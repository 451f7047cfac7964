import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleHelp, ShieldX } from 'lucide-react';
import type { TCertificateVerification } from '../../../shared/contract/certificates';
import { certificateVerifyTexts as texts } from '../../../shared/domain/certificate-texts';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { lazyApi } from '../../lib/lazy-api';

/** A calendar day from the server (YYYY-MM-DD, UTC) written out, the same for every visitor's time zone. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The public answer for one certificate number: valid (name, course, date), revoked (with its date) or unknown. */
export function CertificateVerification({ number }: { number: string }) {
  const query = useQuery({
    queryKey: ['certificate-verification', number],
    queryFn: () =>
      lazyApi(() => import('../../../shared/contract/certificates').then((contract) => contract.verifyCertificate), {
        number,
      }),
    retry: false,
  });
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  if (!query.data) {
    return (
      <div aria-busy className="grid gap-3" role="status" aria-label={texts.checking}>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  return <VerificationResult result={query.data} />;
}

function VerificationResult({ result }: { result: TCertificateVerification }) {
  const { status, certificate } = result;
  const tone = {
    valid: { Icon: BadgeCheck, heading: texts.valid, className: 'border-brand-200 bg-brand-50 text-brand-900' },
    revoked: { Icon: ShieldX, heading: texts.revoked, className: 'border-red-200 bg-red-50 text-red-900' },
    unknown: { Icon: CircleHelp, heading: texts.unknown, className: 'border-border bg-muted text-foreground' },
  }[status];
  const intro =
    status === 'valid'
      ? texts.validIntro
      : status === 'revoked'
        ? texts.revokedIntro(longDay(certificate!.revokedOn!))
        : texts.unknownIntro(result.number);
  return (
    <div className="grid gap-6" data-testid="certificate-verification" data-status={status}>
      <div className={`flex items-start gap-3 rounded-xl border p-4 ${tone.className}`}>
        <tone.Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold">{tone.heading}</h2>
          <p className="mt-1 text-sm break-words">{intro}</p>
        </div>
      </div>
      {certificate ? (
        <Card>
          <CardContent className="pt-6">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
              <dt className="text-sm text-muted-foreground">{texts.name}</dt>
              <dd className="text-lg font-semibold break-words">{certificate.printedName}</dd>
              <dt className="text-sm text-muted-foreground">{texts.course}</dt>
              <dd className="font-medium">{certificate.courseTitle}</dd>
              <dt className="text-sm text-muted-foreground">{texts.completedOn}</dt>
              <dd className="font-medium">{longDay(certificate.completedOn)}</dd>
              <dt className="text-sm text-muted-foreground">{texts.number}</dt>
              <dd className="font-mono font-medium break-all">{result.number}</dd>
            </dl>
          </CardContent>
        </Card>
      ) : null}
      <p className="text-sm text-muted-foreground">{texts.disclaimer}</p>
    </div>
  );
}
