import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { useDeleteDiscountCode } from './discount-queries';

interface DeleteDiscountDialogProps {
  code: TDiscountCode | null;
  onClose: () => void;
}

const dialogTexts = { title: texts.deleteTitle, cancel: texts.cancel, delete: texts.delete, deleting: texts.deleting };

/** Confirm before deleting; the dialog stays open (showing "Deleting...") until the server answers. */
export function DeleteDiscountDialog({ code, onClose }: DeleteDiscountDialogProps) {
  const remove = useDeleteDiscountCode(onClose);
  return (
    <ConfirmDeleteDialog
      open={code !== null}
      texts={dialogTexts}
      description={code ? texts.deleteQuestion(code.code) : ''}
      pending={remove.isPending}
      onConfirm={() => code && remove.mutate(code.id)}
      onClose={onClose}
    />
  );
}
