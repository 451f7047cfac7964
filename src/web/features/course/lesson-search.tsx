import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type TLessonSearchHit, ZLessonSearchQuery } from '../../../shared/contract/course';
import { lessonSearchTexts as texts } from '../../../shared/domain/course-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useLessonSearch } from './check-queries';

/**
 * Search across the learner's lessons. The query lives in the address (?q=), so a search survives a reload and Back
 * from a result returns to it. The server's snippet comes in parts; matches are wrapped in <mark> as React text.
 */
export function LessonSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  const valid = ZLessonSearchQuery.safeParse(query).success ? query.trim() : '';
  const search = useLessonSearch(valid);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZLessonSearchQuery.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? texts.tooShort);
      return;
    }
    setProblem(null);
    setParams({ q: parsed.data }, { replace: query !== '' });
  }

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} className="grid gap-2" noValidate>
        <Label htmlFor="lesson-search">{texts.label}</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              id="lesson-search"
              type="search"
              className="pl-9"
              placeholder={texts.placeholder}
              value={draft}
              maxLength={200}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'lesson-search-problem' : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">{texts.submit}</Button>
        </div>
        {problem ? <Alert id="lesson-search-problem">{problem}</Alert> : null}
      </form>
      {valid ? <SearchResults query={valid} search={search} /> : null}
    </div>
  );
}

function SearchResults({ query, search }: { query: string; search: ReturnType<typeof useLessonSearch> }) {
  if (search.isPending) return <Skeleton className="h-24 w-full" />;
  if (search.isError) return <Alert>{search.error.message || texts.failed}</Alert>;
  const { results } = search.data;
  return (
    <div className="grid gap-3">
      <h2 className="font-semibold" aria-live="polite">
        {results.length === 0 ? texts.none(query) : texts.resultCount(results.length, query)}
      </h2>
      {results.length > 0 ? (
        <ol className="grid gap-2" aria-label={texts.resultsHeading}>
          {results.map((hit) => (
            <li key={`${hit.lesson.id}#${hit.section?.id ?? ''}`}>
              <SearchHit hit={hit} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function SearchHit({ hit }: { hit: TLessonSearchHit }) {
  const to = `/course/lessons/${hit.lesson.id}${hit.section ? `#${hit.section.id}` : ''}`;
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-card p-3 sm:p-4">
      <Link to={to} className="break-words font-semibold text-primary hover:underline">
        {hit.lesson.title}
        {hit.section ? ` › ${hit.section.title}` : null}
      </Link>
      <p className="text-xs text-muted-foreground">{hit.lesson.moduleTitle}</p>
      <p className="break-words text-sm leading-6" data-testid="search-snippet">
        {hit.snippet.map((part, i) =>
          part.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for this result and never reorder.
            <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-foreground">
              {part.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
