import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { TUser } from '../../../shared/contract/auth';
import { type TProfileUpdate, ZProfileUpdate } from '../../../shared/contract/settings';
import { profileMessages } from '../../../shared/domain/account';
import { registrationStates, type TRegistrationState } from '../../../shared/domain/jurisdictions';
import { profileFormTexts as texts } from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { StateCheckboxes } from '../../components/ui/state-checkboxes';
import { useProfile, useUpdateProfile } from './settings-queries';

interface TProfileValues {
  displayName: string;
  email: string;
  avatarUrl: string;
  states: TRegistrationState[];
}

// The avatar field is a text box: empty means "no picture", which the contract spells null.
const ZProfileForm = ZProfileUpdate.extend({
  avatarUrl: z.preprocess((value) => (value === '' ? null : value), ZProfileUpdate.shape.avatarUrl),
});

const toValues = (user: TUser): TProfileValues => ({
  displayName: user.displayName,
  email: user.email,
  avatarUrl: user.avatarUrl ?? '',
  states: user.states.filter((state): state is TRegistrationState =>
    (registrationStates as readonly string[]).includes(state),
  ),
});

export function ProfileTab({ onSaved }: { onSaved: () => void }) {
  const profile = useProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
              <Skeleton key={index} className={index % 2 === 0 ? 'h-4 w-32' : 'h-10 w-full'} />
            ))}
          </div>
        ) : profile.isError ? (
          <Alert>{profile.error.message}</Alert>
        ) : (
          <ProfileForm user={profile.data} onSaved={onSaved} />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileForm({ user, onSaved }: { user: TUser; onSaved: () => void }) {
  const update = useUpdateProfile(onSaved);
  const form = useForm<TProfileValues, unknown, TProfileUpdate>({
    resolver: zodResolver(ZProfileForm) as unknown as Resolver<TProfileValues, unknown, TProfileUpdate>,
    mode: 'onBlur',
    defaultValues: toValues(user),
  });
  const { errors } = form.formState;

  const onSubmit = (values: TProfileUpdate) => {
    const saving = update.mutateAsync(values).then((saved) => form.reset(toValues(saved)));
    toast.promise(saving, {
      loading: profileMessages.updating,
      success: profileMessages.updated,
      error: (error: Error) => error.message,
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label={texts.displayName} error={errors.displayName?.message}>
        <Input autoComplete="name" {...form.register('displayName')} />
      </FormField>
      <FormField label={texts.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={texts.avatarUrl} description={texts.avatarHelp} error={errors.avatarUrl?.message}>
        <Input type="url" inputMode="url" {...form.register('avatarUrl')} />
      </FormField>
      <Controller
        control={form.control}
        name="states"
        render={({ field }) => (
          <StateCheckboxes
            legend={texts.states}
            description={texts.statesHelp}
            value={field.value}
            onChange={field.onChange}
            error={errors.states?.message}
          />
        )}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
