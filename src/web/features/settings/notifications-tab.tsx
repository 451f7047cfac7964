import { reminderTabTexts as texts } from '../../../shared/domain/reminder-texts';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { NotificationsForm } from './notifications-form';
import { useReminderSettings } from './reminder-queries';

/** Settings > Notifications: the daily study reminder, the exam countdown and quiet hours (issue 16). */
export function NotificationsTab({ onChangeTimeZone }: { onChangeTimeZone: () => void }) {
  const settings = useReminderSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
              <Skeleton key={index} className={index % 2 === 0 ? 'h-4 w-40' : 'h-10 w-full'} />
            ))}
          </div>
        ) : settings.isError ? (
          <Alert>{settings.error.message}</Alert>
        ) : (
          <NotificationsForm settings={settings.data} onChangeTimeZone={onChangeTimeZone} />
        )}
      </CardContent>
    </Card>
  );
}
