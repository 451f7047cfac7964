import { Link } from 'react-router';
import { certificatePath, adminCertificateTexts as texts } from '../../../shared/domain/certificate-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format-date';
import { useUserCertificate } from './certificate-queries';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

/** The user's certificate on the admin's user page: number, dates, status, and Revoke while it is valid. */
export function AdminCertificateCard({ userId }: { userId: number }) {
  const query = useUserCertificate(userId);
  const certificate = query.data?.certificate;
  return (
    <Card role="region" aria-labelledby="admin-certificate-heading">
      <CardHeader>
        <CardTitle id="admin-certificate-heading">{texts.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <Alert>{query.error.message}</Alert>
        ) : !query.data ? (
          <Skeleton className="h-16 w-full" />
        ) : !certificate ? (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[11rem_1fr]">
              <dt className="text-muted-foreground">{texts.number}</dt>
              <dd className="font-mono font-medium">
                <Link to={certificatePath(certificate.number)} className="underline-offset-2 hover:underline">
                  {certificate.number}
                </Link>
              </dd>
              <dt className="text-muted-foreground">{texts.printedName}</dt>
              <dd className="font-medium break-words">{certificate.printedName}</dd>
              <dt className="text-muted-foreground">{texts.completed}</dt>
              <dd className="font-medium">{formatDate(certificate.completedAt)}</dd>
              <dt className="text-muted-foreground">{texts.issued}</dt>
              <dd className="font-medium">{formatDate(certificate.issuedAt)}</dd>
              <dt className="text-muted-foreground">{texts.score}</dt>
              <dd className="font-medium">{certificate.examScore}%</dd>
              <dt className="text-muted-foreground">{texts.status}</dt>
              <dd>
                {certificate.revokedAt ? (
                  <Badge variant="destructive">{texts.revokedOn(formatDate(certificate.revokedAt))}</Badge>
                ) : (
                  <Badge variant="success">{texts.valid}</Badge>
                )}
              </dd>
              {certificate.revokedReason ? (
                <>
                  <dt className="text-muted-foreground">{texts.reason}</dt>
                  <dd className="break-words">{certificate.revokedReason}</dd>
                </>
              ) : null}
            </dl>
            {certificate.revokedAt ? null : <RevokeCertificateDialog certificate={certificate} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
