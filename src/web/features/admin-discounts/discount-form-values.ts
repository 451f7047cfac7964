import type { FieldValues, Resolver } from 'react-hook-form';

/** A date input's value ("YYYY-MM-DD") for a date, in the admin's own time zone. */
export function toDateInput(date: Date | null | undefined): string {
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as a date input value: the picker's `min`, so no day before today can be chosen (admin-area.md 2). */
export const todayDateInput = () => toDateInput(new Date());

/** A picked day means "valid through that day", so the code expires at its last moment, local time. */
export function fromDateInput(value: string): Date | null {
  return value ? new Date(`${value}T23:59:59.999`) : null;
}

/** An empty "maximum uses" box means unlimited (null); anything else is left for the schema to judge. */
export const fromMaxUsesInput = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The forms hold what the inputs show (text); the contract's schema judges the converted values, so the rules and
 * messages are the contract's own and errors still land on the field that has them.
 */
export function convertingResolver<TForm extends FieldValues, TOutput extends FieldValues>(
  resolver: Resolver<FieldValues, unknown, TOutput>,
  convert: (values: TForm) => Record<string, unknown>,
): Resolver<TForm, unknown, TOutput> {
  return (values, context, options) =>
    resolver(convert(values), context, options as never) as ReturnType<Resolver<TForm, unknown, TOutput>>;
}
