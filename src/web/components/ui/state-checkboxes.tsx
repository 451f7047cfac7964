import {
  defaultRegistrationState,
  registrationStateLabels,
  registrationStates,
  type TRegistrationState,
} from '../../../shared/domain/jurisdictions';
import { Checkbox } from './checkbox';
import { Label } from './label';

interface StateCheckboxesProps {
  legend: string;
  description: string;
  value: TRegistrationState[];
  onChange: (states: TRegistrationState[]) => void;
  error?: string;
}

/** Unchecking the last state falls back to national (spec 2), so a registration always names one. */
export function toggleState(current: TRegistrationState[], state: TRegistrationState, checked: boolean) {
  const next = registrationStates.filter((item) => (item === state ? checked : current.includes(item)));
  return next.length > 0 ? next : [defaultRegistrationState];
}

export function StateCheckboxes({ legend, description, value, onChange, error }: StateCheckboxesProps) {
  return (
    <fieldset className="grid gap-2" aria-describedby="states-description">
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <p id="states-description" className="-mt-1 text-xs text-muted-foreground">
        {description}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-3 pt-1">
        {registrationStates.map((state) => {
          const id = `state-${state}`;
          return (
            <div key={state} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(state)}
                onCheckedChange={(checked) => onChange(toggleState(value, state, checked === true))}
              />
              <Label htmlFor={id} className="cursor-pointer font-normal">
                {registrationStateLabels[state]}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
