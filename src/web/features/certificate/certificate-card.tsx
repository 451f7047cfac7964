import { Award, CircleCheck, CircleDashed, Download, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { downloadCertificate, type TCertificate, type TCertificateStatus } from '../../../shared/contract/certificates';
import { certificatePath, certificateCardTexts as texts } from '../../../shared/domain/certificate-texts';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format-date';
import { CertificateNameForm } from './certificate-name-form';
import { useCertificateStatus } from './certificate-queries';

/**
 * The learner's Certificate of Completion: what is still missing, the name form once it is earned, and the
 * download once issued. Mounted on the dashboard and in Settings (with its own heading there).
 */
export function CertificateCard({ heading = texts.heading }: { heading?: string }) {
  const status = useCertificateStatus();
  return (
    <Card role="region" aria-labelledby="certificate-heading">
      <CardHeader>
        <CardTitle id="certificate-heading" className="flex items-center gap-2">
          <Award aria-hidden className="size-5 text-primary" />
          {heading}
        </CardTitle>
        {status.data && !status.data.certificate ? <CardDescription>{texts.intro}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {status.isError ? (
          <Alert>{status.error.message}</Alert>
        ) : !status.data ? (
          <div aria-busy className="grid gap-3">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : status.data.certificate ? (
          <IssuedCertificate certificate={status.data.certificate} />
        ) : status.data.eligible ? (
          <div className="grid gap-4">
            <p className="font-medium">{texts.earned}</p>
            <CertificateNameForm kind="issue" initialName={status.data.suggestedName} />
          </div>
        ) : (
          <Requirements status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Requirement({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CircleCheck : CircleDashed;
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden className={done ? 'mt-0.5 size-4 shrink-0 text-primary' : 'mt-0.5 size-4 shrink-0'} />
      <span>{children}</span>
    </li>
  );
}

function Requirements({ status }: { status: TCertificateStatus }) {
  const { coreLessons, finalExam } = status;
  const lessonsDone = coreLessons.total > 0 && coreLessons.completed === coreLessons.total;
  const examLine =
    finalExam.bestScore !== null
      ? texts.examBestScore(finalExam.bestScore, finalExam.passingPercent)
      : texts.examNotPassed(finalExam.passingPercent);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 text-sm">
        <Requirement done={lessonsDone}>
          {lessonsDone ? texts.lessonsDone : texts.lessons(coreLessons.completed, coreLessons.total)}
        </Requirement>
        <Requirement done={false}>
          {examLine}
          {lessonsDone ? null : <span className="block text-muted-foreground">{texts.examAfterLessons}</span>}
        </Requirement>
      </ul>
      {finalExam.earlierPassNotCounted ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {texts.earlierPassNotCounted}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {lessonsDone ? (
          <Link to="/exams" className={buttonClasses('primary')}>
            {texts.takeExam}
          </Link>
        ) : (
          <Link to="/course" className={buttonClasses('primary')}>
            {texts.goToCourse}
          </Link>
        )}
      </div>
    </div>
  );
}

function IssuedCertificate({ certificate }: { certificate: TCertificate }) {
  const [renaming, setRenaming] = useState(false);
  const revoked = certificate.revokedAt !== null;
  return (
    <div className="grid gap-5">
      {revoked ? <Alert>{texts.revoked(formatDate(certificate.revokedAt!))}</Alert> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
        <dt className="text-muted-foreground">{texts.printedName}</dt>
        <dd className="font-medium break-words">{certificate.printedName}</dd>
        <dt className="text-muted-foreground">{texts.number}</dt>
        <dd className="font-mono font-medium" data-testid="certificate-number">
          {certificate.number}
        </dd>
        <dt className="text-muted-foreground">{texts.completedOn}</dt>
        <dd className="font-medium">{formatDate(certificate.completedAt)}</dd>
        <dt className="text-muted-foreground">{texts.score}</dt>
        <dd className="font-medium">{certificate.examScore}%</dd>
      </dl>
      {revoked ? null : renaming ? (
        <CertificateNameForm
          kind="rename"
          initialName={certificate.printedName}
          onDone={() => setRenaming(false)}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {/* A plain link: the browser downloads the PDF itself, with the session cookie. */}
          <a href={downloadCertificate.path} download className={buttonClasses('primary')}>
            <Download aria-hidden />
            {texts.download}
          </a>
          <Button variant="outline" onClick={() => setRenaming(true)}>
            {texts.correctName}
          </Button>
          <Link to={certificatePath(certificate.number)} className={buttonClasses('ghost')}>
            <ExternalLink aria-hidden />
            {texts.verifyLink}
          </Link>
        </div>
      )}
    </div>
  );
}
