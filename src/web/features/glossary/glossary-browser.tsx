import { useMemo, useState } from 'react';
import type { TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryMessages } from '../../../shared/domain/glossary';
import { glossaryPageTexts as texts } from '../../../shared/domain/glossary-texts';
import { Alert } from '../../components/ui/alert';
import { SearchInput } from '../../components/ui/search-input';
import { Skeleton } from '../../components/ui/skeleton';
import { letterOf, sortGlossary } from './filter-glossary';
import { useGlossary } from './glossary-queries';

function groupByLetter(entries: TGlossaryEntry[]) {
  const groups = new Map<string, TGlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()];
}

const matchesQuery = (entry: TGlossaryEntry, needle: string) =>
  entry.term.toLowerCase().includes(needle) || entry.definition.toLowerCase().includes(needle);

/** The learner's glossary: filtered as the learner types (term and definition), grouped under letter headings. */
export function GlossaryBrowser() {
  const list = useGlossary();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const sorted = useMemo(() => (list.data ? sortGlossary(list.data) : undefined), [list.data]);
  const matches = useMemo(() => sorted?.filter((entry) => matchesQuery(entry, needle)), [sorted, needle]);
  const groups = useMemo(() => (matches ? groupByLetter(matches) : []), [matches]);

  if (list.isError) return <Alert>{glossaryMessages.loadFailed}</Alert>;
  return (
    <div className="grid gap-6">
      <SearchInput
        label={texts.searchLabel}
        placeholder={texts.search}
        value={search}
        onChange={(value) => setSearch(value)}
        className="max-w-xl"
      />
      {matches ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {texts.results(matches.length)}
        </p>
      ) : null}
      {groups.length > 1 ? (
        <nav aria-label={texts.lettersLabel}>
          <ul className="flex flex-wrap gap-1">
            {groups.map(([letter]) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter}`}
                  className="grid size-9 place-items-center rounded-md border border-border bg-card text-sm font-semibold text-primary hover:bg-muted"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!matches ? (
        <div aria-busy className="grid gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-16 w-full" />
          ))}
        </div>
      ) : matches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {needle ? texts.noMatches(search.trim()) : texts.empty}
        </p>
      ) : (
        groups.map(([letter, entries]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`} className="grid gap-3">
            <h2
              id={`letter-${letter}`}
              className="scroll-mt-24 border-b border-border pb-1 text-2xl font-bold text-foreground"
            >
              {letter}
            </h2>
            <dl className="grid gap-3">
              {entries.map((entry) => (
                <div key={entry.id} className="rounded-lg border border-border bg-card p-4">
                  <dt className="font-semibold text-foreground">{entry.term}</dt>
                  <dd className="mt-1 text-sm text-muted-foreground">{entry.definition}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
    </div>
  );
}
