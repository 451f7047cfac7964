import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { requestPasswordReset, ZRequestPasswordReset } from '../../../shared/contract/auth';
import { authFormTexts as texts } from '../../../shared/domain/page-texts';
import { Alert, SuccessNotice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';

type TForm = z.infer<typeof ZRequestPasswordReset>;

/** Asks for the e-mail; the server answers the same whether or not an account exists, so we show its words. */
export function ForgotPasswordForm() {
  const form = useForm<TForm>({
    resolver: zodResolver(ZRequestPasswordReset),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: (values: TForm) => api(requestPasswordReset, values) });

  if (request.isSuccess) {
    return (
      <div className="grid gap-4">
        <SuccessNotice>{request.data.message}</SuccessNotice>
        <Button asChild variant="outline">
          <Link to="/login">{texts.backToLogin}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="grid gap-5">
      <FormField label={texts.email} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {request.isError ? <Alert>{request.error.message}</Alert> : null}
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? texts.sendingResetLink : texts.sendResetLink}
      </Button>
      <Button asChild variant="ghost">
        <Link to="/login">{texts.backToLogin}</Link>
      </Button>
    </form>
  );
}
