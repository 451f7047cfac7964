import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { resetPassword, ZResetPassword } from '../../../shared/contract/auth';
import { authFormTexts as texts } from '../../../shared/domain/page-texts';
import { Alert, SuccessNotice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';

type TForm = z.infer<typeof ZResetPassword>;

/** Sets a new password with the token from the mailed link; a bad token shows the server's message. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<TForm>({
    resolver: zodResolver(ZResetPassword),
    mode: 'onTouched',
    defaultValues: { token, password: '' },
  });
  const reset = useMutation({ mutationFn: (values: TForm) => api(resetPassword, values) });

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4">
        <SuccessNotice>{reset.data.message}</SuccessNotice>
        <Button asChild size="lg">
          <Link to="/login">{texts.loginSubmit}</Link>
        </Button>
      </div>
    );
  }

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="grid gap-5">
      <FormField label={texts.newPassword} description={texts.passwordHelp} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {errors.token?.message ? <Alert>{errors.token.message}</Alert> : null}
      {reset.isError ? (
        <Alert>
          {reset.error.message}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {texts.requestNewLink}
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? texts.settingPassword : texts.setPassword}
      </Button>
    </form>
  );
}
