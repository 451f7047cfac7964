import { confirmEmailTexts as texts } from '../../../shared/domain/settings-texts';
import { TokenActionForm } from '../../components/ui/token-action-form';
import { useConfirmEmailChange } from './settings-queries';

/** Confirms a new e-mail address with the token from the mailed link. */
export function ConfirmEmailForm({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const confirm = useConfirmEmailChange();
  return (
    <TokenActionForm
      doneMessage={confirm.data?.message}
      error={confirm.isError ? confirm.error.message : null}
      pending={confirm.isPending}
      onSubmit={() => confirm.mutate(token, { onSuccess: onConfirmed })}
      texts={texts}
    />
  );
}
