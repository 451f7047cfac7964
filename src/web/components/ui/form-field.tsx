import { cloneElement, type ReactElement, useId } from 'react';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** The control; it receives id, aria-describedby and aria-invalid so the label and messages are wired up. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
  description?: string;
  error?: string;
}

export function FormField({ label, children, description, error }: FormFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
