import type { TGlossaryEntry } from '../../../shared/contract/glossary';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const sortGlossary = (entries: TGlossaryEntry[]) =>
  [...entries].sort((a, b) => collator.compare(a.term, b.term));

/** Entries whose term or definition contains the query (case-insensitive); terms that match come first. */
export function filterGlossary(entries: TGlossaryEntry[], query: string): TGlossaryEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  const inTerm: TGlossaryEntry[] = [];
  const inDefinition: TGlossaryEntry[] = [];
  for (const entry of entries) {
    if (entry.term.toLowerCase().includes(needle)) inTerm.push(entry);
    else if (entry.definition.toLowerCase().includes(needle)) inDefinition.push(entry);
  }
  return [...inTerm, ...inDefinition];
}

/** The heading letter of a term: A-Z, or # for terms starting with a digit or symbol. */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
