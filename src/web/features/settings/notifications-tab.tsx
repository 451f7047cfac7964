import { Info } from 'lucide-react';
import { notificationTexts as texts } from '../../../shared/domain/settings-texts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';

const switches = [
  { id: 'notify-email', label: texts.email, help: texts.emailHelp },
  { id: 'notify-quiet-hours', label: texts.quietHours, help: texts.quietHoursHelp },
];

/** Notifications are not built yet (spec 2): an honest note and the two switches, disabled. */
export function NotificationsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {texts.comingSoon}
        </p>
        {switches.map((item) => (
          <div key={item.id} className="flex items-center justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={item.id}>{item.label}</Label>
              <p id={`${item.id}-help`} className="text-xs text-muted-foreground">
                {item.help}
              </p>
            </div>
            <Switch id={item.id} disabled aria-describedby={`${item.id}-help`} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
