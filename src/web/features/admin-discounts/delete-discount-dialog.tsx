import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useDeleteDiscountCode } from './discount-queries';

interface DeleteDiscountDialogProps {
  code: TDiscountCode | null;
  onClose: () => void;
}

/** Confirm before deleting; the dialog stays open (showing "Deleting...") until the server answers. */
export function DeleteDiscountDialog({ code, onClose }: DeleteDiscountDialogProps) {
  const remove = useDeleteDiscountCode(onClose);
  return (
    <AlertDialog open={code !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      {code ? (
        <AlertDialogContent title={texts.deleteTitle} description={texts.deleteQuestion(code.code)}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {texts.cancel}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(code.id)}>
              {remove.isPending ? texts.deleting : texts.delete}
            </Button>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
