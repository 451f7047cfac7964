/** Joins class names, skipping falsy ones, so variants can be written as `cond && 'class'`. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
