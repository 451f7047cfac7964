import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** A labelled group of checkboxes choosing ids from a list. */
export function CheckboxGroup(props: {
  legend: string;
  idPrefix: string;
  options: readonly { id: string; name: string }[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{props.legend}</legend>
      <div className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {props.options.map((option) => (
          <div key={option.id} className="flex items-center gap-2">
            <Checkbox
              id={`${props.idPrefix}-${option.id}`}
              checked={props.value.includes(option.id)}
              onCheckedChange={(checked) => props.onChange(toggle(props.value, option.id, checked === true))}
            />
            <Label htmlFor={`${props.idPrefix}-${option.id}`} className="cursor-pointer font-normal">
              {option.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
