import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type TReminderPreferences,
  type TReminderSettings,
  ZReminderPreferences,
} from '../../../shared/contract/reminders';
import {
  formatHour,
  hoursOfDay,
  isQuietHour,
  reminderMessages,
  reminderTabTexts as texts,
} from '../../../shared/domain/reminder-texts';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useUpdateReminderSettings } from './reminder-queries';
import { ReminderSwitch } from './reminder-switch';

const selectClass = 'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base sm:text-sm';

function HourOptions() {
  return hoursOfDay.map((hour) => (
    <option key={hour} value={hour}>
      {formatHour(hour)}
    </option>
  ));
}

const preferencesOf = ({ timeZone: _zone, timeZoneIsFallback: _fallback, ...rest }: TReminderSettings) => rest;

interface NotificationsFormProps {
  settings: TReminderSettings;
  onChangeTimeZone: () => void;
}

export function NotificationsForm({ settings, onChangeTimeZone }: NotificationsFormProps) {
  const update = useUpdateReminderSettings();
  const form = useForm<TReminderPreferences>({
    resolver: zodResolver(ZReminderPreferences) as Resolver<TReminderPreferences>,
    defaultValues: preferencesOf(settings),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const hourIsQuiet =
    values.emailEnabled &&
    values.quietHoursEnabled &&
    isQuietHour(Number(values.reminderHour), Number(values.quietStartHour), Number(values.quietEndHour));

  const onSubmit = (input: TReminderPreferences) => {
    const saving = update.mutateAsync(input).then((saved) => {
      form.reset(preferencesOf(saved));
      return saved;
    });
    toast.promise(saving, {
      loading: reminderMessages.saving,
      success: reminderMessages.saved,
      error: (error: Error) => error.message,
    });
  };

  const hour = { valueAsNumber: true } as const;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
        <Globe className="size-4 shrink-0" aria-hidden />
        <span>
          {texts.timeZone}: <strong className="break-all">{settings.timeZone.replaceAll('_', ' ')}</strong>
          {settings.timeZoneIsFallback ? ` (${texts.timeZoneFallback})` : null}
        </span>
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          onClick={onChangeTimeZone}
        >
          {texts.changeTimeZone}
        </button>
      </p>

      <section className="grid gap-4">
        <Controller
          control={form.control}
          name="emailEnabled"
          render={({ field }) => (
            <ReminderSwitch
              id="notify-email"
              label={texts.email}
              help={texts.emailHelp}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={texts.reminderHour}
            description={texts.reminderHourHelp}
            error={errors.reminderHour?.message}
          >
            <select className={selectClass} {...form.register('reminderHour', hour)}>
              <HourOptions />
            </select>
          </FormField>
          <FormField label={texts.examDate} description={texts.examDateHelp} error={errors.examDate?.message}>
            <Input type="date" {...form.register('examDate', { setValueAs: (value: string) => value || null })} />
          </FormField>
        </div>
      </section>

      <section className="grid gap-4 border-t pt-6">
        <Controller
          control={form.control}
          name="quietHoursEnabled"
          render={({ field }) => (
            <ReminderSwitch
              id="notify-quiet-hours"
              label={texts.quietHours}
              help={texts.quietHoursHelp}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={texts.quietStart} error={errors.quietStartHour?.message}>
            <select className={selectClass} {...form.register('quietStartHour', hour)}>
              <HourOptions />
            </select>
          </FormField>
          <FormField label={texts.quietEnd} error={errors.quietEndHour?.message}>
            <select className={selectClass} {...form.register('quietEndHour', hour)}>
              <HourOptions />
            </select>
          </FormField>
        </div>
        {hourIsQuiet ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {texts.reminderInQuietHours}
          </p>
        ) : null}
      </section>

      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
