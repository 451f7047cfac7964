import type { TAdminUser } from '../../../shared/contract/admin-users';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useDeleteUser } from './users-queries';

interface DeleteUserDialogProps {
  user: TAdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteUserDialog({ user, open, onOpenChange }: DeleteUserDialogProps) {
  const remove = useDeleteUser(() => onOpenChange(false));
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent title={texts.deleteTitle} description={texts.deleteConfirm(user.displayName)}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(user.id)}>
            {remove.isPending ? texts.deleting : texts.deleteUser}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
