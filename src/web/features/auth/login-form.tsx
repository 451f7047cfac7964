import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginWithPassword, type TLoginRequest, ZLoginRequest } from '../../../shared/contract/auth';
import { loginRedirectDelayMs } from '../../../shared/domain/limits';
import { authLinks } from '../../../shared/domain/navigation';
import { authFormTexts as texts } from '../../../shared/domain/page-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { useAuth } from './auth-context';
import { safeNextPath } from './safe-next-path';

export function LoginForm() {
  const { onLogin } = useAuth();
  const navigate = useNavigate();
  // Sent here by a protected page: go back to it afterwards (spec: the home page otherwise).
  const next = safeNextPath(useSearchParams()[0].get('next')) ?? '/';
  const form = useForm<z.input<typeof ZLoginRequest>, unknown, TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    // Checked when a field is left, then again as it is edited: a fixed error goes away while typing, not on the
    // press of the button, where the shorter form would move the button from under the pointer and lose the click.
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: TLoginRequest) => api(loginWithPassword, values),
    onSuccess: ({ user }) => {
      onLogin(user);
      setTimeout(() => navigate(next), loginRedirectDelayMs);
    },
  });
  const { errors } = form.formState;
  const busy = login.isPending || login.isSuccess;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="grid gap-5">
      <FormField label={texts.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={texts.password} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {texts.forgotPassword}
        </Link>
      </div>
      {login.isError ? <Alert>{login.error.message}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? texts.loginPending : texts.loginSubmit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {texts.noAccount}{' '}
        <Link to={authLinks.register.to} className="font-semibold text-primary underline-offset-4 hover:underline">
          {authLinks.register.label}
        </Link>
      </p>
    </form>
  );
}
