import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { type TUserManagementSettings, ZUserManagementSettings } from '../../../shared/contract/admin-operations';
import { sessionLifetimeDaysRange, userManagementTexts as texts } from '../../../shared/domain/admin-operations-texts';
import { learnerStateLabels, learnerStates } from '../../../shared/domain/jurisdictions';
import { adminSettingsTexts } from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { useSaveUserManagement, useUserManagement } from './admin-operations-queries';
import { PendingInvitations } from './pending-invitations';

const stateOptions = learnerStates.map((state) => ({ value: state, label: learnerStateLabels[state] }));
const { min, max } = sessionLifetimeDaysRange;

/** Admin Settings > User Management: sign-up, new accounts' jurisdiction, sign-in lifetime; admins and invitations. */
export function UserManagementTab() {
  const query = useUserManagement();
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError) return <Alert>{texts.loadFailed}</Alert>;
  const { adminCount, pendingInvitations, ...settings } = query.data;
  return (
    <div className="grid gap-6">
      <UserManagementForm settings={settings} adminCount={adminCount} />
      <PendingInvitations invitations={pendingInvitations} />
    </div>
  );
}

function UserManagementForm({ settings, adminCount }: { settings: TUserManagementSettings; adminCount: number }) {
  const save = useSaveUserManagement();
  const form = useForm<TUserManagementSettings>({
    resolver: zodResolver(ZUserManagementSettings),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>
          {texts.description} {texts.admins(adminCount)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <div className="grid gap-2">
            <Controller
              control={form.control}
              name="registrationOpen"
              render={({ field }) => (
                <LabelledSwitch
                  id="registration-open"
                  label={texts.registrationOpen}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <p className="text-xs text-muted-foreground">{texts.registrationOpenHint}</p>
          </div>
          <Controller
            control={form.control}
            name="defaultState"
            render={({ field }) => (
              // The field wraps the select itself, so the label's id reaches it.
              <FormField label={texts.defaultState} description={texts.defaultStateHint}>
                <NativeSelect
                  options={stateOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
          <FormField
            label={texts.sessionLifetimeDays}
            description={texts.sessionLifetimeHint(min, max)}
            error={errors.sessionLifetimeDays?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              className="max-w-32"
              {...form.register('sessionLifetimeDays', { valueAsNumber: true })}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? adminSettingsTexts.saving : adminSettingsTexts.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
