import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { registerWithPassword, type TRegisterRequest, ZRegisterRequest } from '../../../shared/contract/auth';
import { defaultRegistrationState, registrationStates } from '../../../shared/domain/jurisdictions';
import { authLinks } from '../../../shared/domain/navigation';
import { authFormTexts as texts } from '../../../shared/domain/page-texts';
import { registrationTexts } from '../../../shared/domain/registration-texts';
import { Alert, SuccessNotice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { StateCheckboxes } from '../../components/ui/state-checkboxes';
import { api } from '../../lib/api';
import { registrationErrorMessage } from './registration-error';

/** Sign-up answers with a mailed link (see registration-texts.ts); the form gives way to the note saying so. */
export function RegisterForm() {
  const form = useForm<z.input<typeof ZRegisterRequest>, unknown, TRegisterRequest>({
    resolver: zodResolver(ZRegisterRequest),
    // See login-form.tsx: re-checked while typing once touched, so fixing an error never moves the button.
    mode: 'onTouched',
    defaultValues: { email: '', password: '', displayName: '', states: [defaultRegistrationState] },
  });
  const register = useMutation({ mutationFn: (values: TRegisterRequest) => api(registerWithPassword, values) });
  const { errors } = form.formState;

  if (register.data) {
    return (
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{registrationTexts.checkEmailHeading}</h2>
        <SuccessNotice>{register.data.message}</SuccessNotice>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="grid gap-5">
      <FormField label={texts.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={texts.password} description={texts.passwordHelp} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={texts.displayName} error={errors.displayName?.message}>
        <Input autoComplete="nickname" {...form.register('displayName')} />
      </FormField>
      <Controller
        control={form.control}
        name="states"
        render={({ field }) => (
          <StateCheckboxes
            legend={texts.states}
            description={texts.statesHelp}
            states={registrationStates}
            value={field.value}
            onChange={field.onChange}
            error={errors.states?.message}
          />
        )}
      />
      {register.isError ? <Alert>{registrationErrorMessage(register.error.message)}</Alert> : null}
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? texts.registerPending : texts.registerSubmit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {texts.haveAccount}{' '}
        <Link to={authLinks.login.to} className="font-semibold text-primary underline-offset-4 hover:underline">
          {authLinks.login.label}
        </Link>
      </p>
    </form>
  );
}
