import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';

interface ReminderSwitchProps {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its label and a line of help, as the spec's Notifications tab lays them out. */
export function ReminderSwitch({ id, label, help, checked, onCheckedChange }: ReminderSwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-help`} />
    </div>
  );
}
