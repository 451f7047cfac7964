import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { roles } from '../../../shared/domain/access';
import { roleLabels, adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { AvatarRemovalField } from './avatar-removal-field';

export interface TUserFormValues {
  displayName: string;
  email: string;
  role: (typeof roles)[number];
  /** Only when editing: the current picture's address; '' for none, or once Remove picture is pressed. */
  avatarUrl?: string;
}

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] ?? role }));

interface UserFormFieldsProps<TOut> {
  control: Control<TUserFormValues, unknown, TOut>;
  register: UseFormRegister<TUserFormValues>;
  errors: FieldErrors<TUserFormValues>;
  withAvatar: boolean;
}

/** Name, email, role (and the picture, removable, when editing): the fields the add and edit dialogs share. */
export function UserFormFields<TOut>({ control, register, errors, withAvatar }: UserFormFieldsProps<TOut>) {
  return (
    <>
      <FormField label={texts.name} error={errors.displayName?.message}>
        <Input autoComplete="off" {...register('displayName')} />
      </FormField>
      <FormField label={texts.email} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <FormField label={texts.role} error={errors.role?.message}>
            <Select options={roleOptions} value={field.value} onValueChange={field.onChange} />
          </FormField>
        )}
      />
      {withAvatar ? (
        <Controller
          control={control}
          name="avatarUrl"
          render={({ field, fieldState }) => (
            <AvatarRemovalField value={field.value ?? ''} onChange={field.onChange} removed={fieldState.isDirty} />
          )}
        />
      ) : null}
    </>
  );
}
