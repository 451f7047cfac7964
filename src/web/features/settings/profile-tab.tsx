import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { type TProfile, type TProfileUpdate, ZProfileUpdate } from '../../../shared/contract/settings';
import { emailChangeMessages, profileMessages } from '../../../shared/domain/account';
import { learnerStates, type TLearnerState } from '../../../shared/domain/jurisdictions';
import { profileFormTexts as texts } from '../../../shared/domain/settings-texts';
import { browserTimeZone, fallbackTimeZone, timeZoneChoices } from '../../../shared/domain/time-zones';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { StateCheckboxes } from '../../components/ui/state-checkboxes';
import { AvatarPicker } from './avatar-picker';
import { useProfile, useUpdateProfile } from './settings-queries';
import { StateCoverage } from './state-coverage';

interface TProfileValues {
  displayName: string;
  email: string;
  states: TLearnerState[];
  timezone: string;
  currentPassword: string;
}

// The password box is empty unless the e-mail changes, and then the server asks for it. The picture is not part of
// the form: it is uploaded or removed on its own (avatar-picker.tsx).
const ZProfileForm = ZProfileUpdate.omit({ avatarUrl: true }).extend({
  currentPassword: z.preprocess((value) => (value === '' ? undefined : value), ZProfileUpdate.shape.currentPassword),
});

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const toValues = (user: TProfile): TProfileValues => ({
  displayName: user.displayName,
  email: user.email,
  states: user.states.filter((state): state is TLearnerState => (learnerStates as readonly string[]).includes(state)),
  timezone: user.timezone ?? browserTimeZone() ?? fallbackTimeZone,
  currentPassword: '',
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
          <div className="grid gap-6">
            <AvatarPicker user={profile.data} onSaved={onSaved} />
            <ProfileForm user={profile.data} onSaved={onSaved} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ProfileForm({ user, onSaved }: { user: TProfile; onSaved: () => void }) {
  const update = useUpdateProfile(onSaved);
  const form = useForm<TProfileValues, unknown, TProfileUpdate>({
    resolver: zodResolver(ZProfileForm) as unknown as Resolver<TProfileValues, unknown, TProfileUpdate>,
    // Checked when a field is left, then again as it is edited: a fixed error goes away while typing. Checked only
    // on blur, it went away on the press of Save, the form got shorter, the button moved from under the pointer and
    // the click was lost (issue 11, 4d).
    mode: 'onTouched',
    defaultValues: toValues(user),
  });
  const { errors } = form.formState;
  const changesEmail = !sameAddress(form.watch('email'), user.email);

  const onSubmit = ({ currentPassword, ...values }: TProfileUpdate) => {
    const saving = update.mutateAsync(changesEmail ? { ...values, currentPassword } : values).then((saved) => {
      form.reset(toValues(saved));
      return saved;
    });
    toast.promise(saving, {
      loading: profileMessages.updating,
      success: (saved) =>
        changesEmail && saved.pendingEmail
          ? emailChangeMessages.requested(saved.pendingEmail)
          : profileMessages.updated,
      error: (error: Error) => error.message,
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label={texts.displayName} error={errors.displayName?.message}>
        <Input autoComplete="name" {...form.register('displayName')} />
      </FormField>
      <FormField
        label={texts.email}
        description={user.pendingEmail ? emailChangeMessages.pending(user.pendingEmail) : undefined}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {changesEmail ? (
        <FormField
          label={texts.currentPassword}
          description={texts.currentPasswordHelp}
          error={errors.currentPassword?.message}
        >
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <FormField label={texts.timezone} description={texts.timezoneHelp} error={errors.timezone?.message}>
        <select
          className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base sm:text-sm"
          {...form.register('timezone')}
        >
          {timeZoneChoices(user.timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <Controller
        control={form.control}
        name="states"
        render={({ field }) => (
          <StateCheckboxes
            legend={texts.states}
            description={texts.statesHelp}
            states={learnerStates}
            value={field.value}
            onChange={field.onChange}
            error={errors.states?.message}
          >
            <StateCoverage chosen={field.value} />
          </StateCheckboxes>
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
