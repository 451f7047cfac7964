import type { ReactNode } from 'react';
import { defaultRegistrationState, learnerStateLabels, type TLearnerState } from '../../../shared/domain/jurisdictions';
import { Checkbox } from './checkbox';
import { Label } from './label';

interface StateCheckboxesProps<S extends TLearnerState> {
  legend: string;
  description: string;
  /** The choices offered: registration's three (spec 2), or every state the product serves (profile). */
  states: readonly S[];
  value: S[];
  onChange: (states: S[]) => void;
  error?: string;
  /** Shown under the boxes, e.g. what the chosen states cover. */
  children?: ReactNode;
}

/** Unchecking the last state falls back to national (spec 2), so a learner always names one. */
export function toggleState<S extends TLearnerState>(states: readonly S[], current: S[], state: S, checked: boolean) {
  const next = states.filter((item) => (item === state ? checked : current.includes(item)));
  return next.length > 0 ? next : states.filter((item) => item === defaultRegistrationState);
}

export function StateCheckboxes<S extends TLearnerState>({
  legend,
  description,
  states,
  value,
  onChange,
  error,
  children,
}: StateCheckboxesProps<S>) {
  return (
    <fieldset className="grid gap-2" aria-describedby="states-description">
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <p id="states-description" className="-mt-1 text-xs text-muted-foreground">
        {description}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-3 pt-1">
        {states.map((state) => {
          const id = `state-${state}`;
          return (
            <div key={state} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(state)}
                onCheckedChange={(checked) => onChange(toggleState(states, value, state, checked === true))}
              />
              <Label htmlFor={id} className="cursor-pointer font-normal">
                {learnerStateLabels[state]}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      {children}
    </fieldset>
  );
}
