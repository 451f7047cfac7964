import { type FormEvent, useState } from 'react';
import type { TAdminCertificate } from '../../../shared/contract/certificates';
import { adminCertificateTexts as texts } from '../../../shared/domain/certificate-texts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useRevokeCertificate } from './certificate-queries';

/** Revoking asks for a reason (kept internal) and a confirmation; it cannot be undone. */
export function RevokeCertificateDialog({ certificate }: { certificate: TAdminCertificate }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const revoke = useRevokeCertificate(() => setOpen(false));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate({ certificateId: certificate.id, reason }, { onError: (failure) => setError(failure.message) });
  };
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="sm" className="w-fit">
          {texts.revoke}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={texts.revokeTitle} description={texts.revokeConfirm(certificate.number)}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={texts.reasonLabel} error={error}>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={600} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">{texts.cancel}</Button>
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending ? texts.revoking : texts.revoke}
            </Button>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
