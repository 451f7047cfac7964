import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type TAdminUser, ZAdminUserUpdate } from '../../../shared/contract/admin-users';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { type TUserFormValues, UserFormFields } from './user-form-fields';
import { useUpdateUser } from './users-queries';

// The picture can only be removed here: '' (Remove pressed, or none) is sent as null; the current address is left
// out, so a picture the learner uploaded after the list was read is not refused as "not the current one".
const ZEditForm = ZAdminUserUpdate.omit({ id: true }).extend({
  avatarUrl: z.preprocess((value) => (value === '' ? null : undefined), ZAdminUserUpdate.shape.avatarUrl),
});
type TEditOutput = z.output<typeof ZEditForm>;

interface EditUserDialogProps {
  user: TAdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditUserDialog({ user, open, onOpenChange }: EditUserDialogProps) {
  const update = useUpdateUser(() => onOpenChange(false));
  const form = useForm<TUserFormValues, unknown, TEditOutput>({
    resolver: zodResolver(ZEditForm) as unknown as Resolver<TUserFormValues, unknown, TEditOutput>,
    mode: 'onTouched',
    values: { displayName: user.displayName, email: user.email, role: user.role, avatarUrl: user.avatarUrl ?? '' },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={texts.editUser}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => update.mutate({ id: user.id, ...values }))}
        >
          <UserFormFields control={form.control} register={form.register} errors={form.formState.errors} withAvatar />
          <FormDialogFooter
            cancelLabel={texts.cancel}
            submitLabel={texts.save}
            pendingLabel={texts.saving}
            pending={update.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
