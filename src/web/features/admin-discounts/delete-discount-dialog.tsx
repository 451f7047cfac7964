import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { useDeleteDiscountCode } from './discount-queries';

interface DeleteDiscountDialogProps {
  code: TDiscountCode | null;
  onClose: () => void;
}

export function DeleteDiscountDialog({ code, onClose }: DeleteDiscountDialogProps) {
  const remove = useDeleteDiscountCode(onClose);
  return (
    <ConfirmDeleteDialog
      open={code !== null}
      title={texts.deleteTitle}
      description={code ? texts.deleteQuestion(code.code) : ''}
      texts={texts}
      pending={remove.isPending}
      onConfirm={() => code && remove.mutate(code.id)}
      onClose={onClose}
    />
  );
}
