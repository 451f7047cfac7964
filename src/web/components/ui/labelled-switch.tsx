import { Switch } from './switch';

interface LabelledSwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its visible label beside it, tied by id so the label names the control. */
export function LabelledSwitch({ id, label, checked, onCheckedChange }: LabelledSwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
