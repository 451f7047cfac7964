import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type TChangePassword, ZChangePassword } from '../../../shared/contract/settings';
import { passwordChangeMessages } from '../../../shared/domain/account';
import { authFormTexts } from '../../../shared/domain/page-texts';
import { passwordFormTexts as texts } from '../../../shared/domain/settings-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useChangePassword } from './settings-queries';

/** Current and new password; the server keeps this session and signs out every other one. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword),
    // Re-checked while typing once touched, so fixing an error never moves the button under the pointer.
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: TChangePassword) => {
    const job = change.mutateAsync(values).then((answer) => {
      form.reset();
      return answer;
    });
    toast.promise(job, {
      loading: passwordChangeMessages.changing,
      success: (answer) => answer.message,
      error: (error: Error) => error.message || passwordChangeMessages.changeFailed,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
          <FormField label={texts.currentPassword} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label={texts.newPassword}
            description={authFormTexts.passwordHelp}
            error={errors.newPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? texts.submitting : texts.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
