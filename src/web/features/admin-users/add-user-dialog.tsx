import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type TAdminUserCreate, ZAdminUserCreate } from '../../../shared/contract/admin-users';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { type TUserFormValues, UserFormFields } from './user-form-fields';
import { useCreateUser } from './users-queries';

const emptyUser: TUserFormValues = { displayName: '', email: '', role: 'student' };

/** Creates an account without a password; the server mails the new user a link to set one. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<TUserFormValues, unknown, TAdminUserCreate>({
    resolver: zodResolver(ZAdminUserCreate) as unknown as Resolver<TUserFormValues, unknown, TAdminUserCreate>,
    mode: 'onTouched',
    defaultValues: emptyUser,
  });
  const create = useCreateUser(() => {
    setOpen(false);
    form.reset(emptyUser);
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          {texts.addUser}
        </Button>
      </DialogTrigger>
      <DialogContent title={texts.addTitle} description={texts.addDescription}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <UserFormFields
            control={form.control}
            register={form.register}
            errors={form.formState.errors}
            withAvatar={false}
          />
          <FormDialogFooter
            cancelLabel={texts.cancel}
            submitLabel={texts.create}
            pendingLabel={texts.creating}
            pending={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
