import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { accountMessages } from '../../../shared/domain/account';
import { privacyTexts as texts } from '../../../shared/domain/settings-texts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useDeleteAccount } from './settings-queries';

/** Deletion asks for the word DELETE typed exactly (spec 4) and the password (issue 25, L15) before the button works. */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const inputId = useId();
  const passwordId = useId();
  const remove = useDeleteAccount();
  const confirmed = typed === accountMessages.deleteConfirmWord && password !== '';

  const onConfirm = () => {
    const job = remove.mutateAsync(password);
    toast.promise(job, {
      loading: accountMessages.deleting,
      success: accountMessages.deleted,
      error: (error: Error) => error.message || accountMessages.deleteFailed,
    });
    job.then(
      () => {
        setOpen(false);
        onDeleted();
      },
      () => undefined,
    );
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-destructive">{texts.deleteTitle}</CardTitle>
        <CardDescription>{texts.deleteDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setTyped('');
              setPassword('');
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              {texts.deleteButton}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent title={texts.confirmTitle} description={texts.confirmDescription}>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>{texts.confirmLabel(accountMessages.deleteConfirmWord)}</Label>
              <Input id={inputId} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>{accountMessages.deletePasswordLabel}</Label>
              <Input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="outline">{texts.cancel}</Button>
              </AlertDialogCancel>
              <Button variant="destructive" disabled={!confirmed || remove.isPending} onClick={onConfirm}>
                {remove.isPending ? texts.confirmPending : texts.confirmButton}
              </Button>
            </div>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
