import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TDemoFlashcard } from '../../../shared/contract/homepage';
import { demoTexts, demoTimings, sampleFlashcards } from '../../../shared/domain/marketing-texts';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { lazyApi } from '../../lib/lazy-api';

const homepageFlashcardsQuery = {
  queryKey: ['homepage-flashcards'],
  queryFn: () =>
    lazyApi(() => import('../../../shared/contract/homepage').then((contract) => contract.getHomepageFlashcards), {}),
  retry: false,
};

/** The flashcard demo (spec 2): cards from the server, or the built-in samples when that call fails. */
export function FlashcardDemo() {
  const query = useQuery(homepageFlashcardsQuery);
  const failed = query.isError || (query.isSuccess && query.data.flashcards.length === 0);
  const cards: readonly TDemoFlashcard[] = failed ? sampleFlashcards : (query.data?.flashcards ?? []);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  // Every click counts, even several within the delay, so each keeps its own timer until it fires.
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
    };
  }, []);

  // The card turns back to its front first; the next one appears after the short change delay.
  const move = (step: 1 | -1) => {
    setFlipped(false);
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      setIndex((i) => (i + step + cards.length) % cards.length);
    }, demoTimings.cardChangeDelayMs);
    timers.current.add(id);
  };

  if (query.isPending) return <p className="min-h-80 text-muted-foreground">{demoTexts.loading}</p>;
  const card = cards[index % cards.length];
  if (!card) return null;

  return (
    <div className="flex min-h-80 flex-col gap-4">
      {failed ? (
        <div role="status" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p>
            <strong>{demoTexts.loadFailed}</strong> <span className="text-warning">{demoTexts.usingSample}</span>
          </p>
        </div>
      ) : null}
      {/* A native button gives click, Enter and Space for free. */}
      <button
        type="button"
        aria-pressed={flipped}
        aria-describedby="flashcard-hint"
        onClick={() => setFlipped((f) => !f)}
        className={cn(
          'flex min-h-48 flex-1 flex-col items-center justify-center gap-3 rounded-2xl border-2 p-6 text-center transition-colors',
          flipped ? 'border-primary bg-brand-50' : 'border-border bg-card hover:border-brand-300',
        )}
      >
        <span className="text-xs font-semibold tracking-widest text-brand-800 uppercase">
          {flipped ? demoTexts.definition : demoTexts.term}
        </span>
        <span className={cn(flipped ? 'text-base leading-relaxed' : 'text-2xl font-bold')}>
          {flipped ? card.back : card.front}
        </span>
      </button>
      <p id="flashcard-hint" className="text-center text-xs text-muted-foreground">
        {demoTexts.flipHint}
      </p>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden />
          {demoTexts.previous}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {(index % cards.length) + 1} / {cards.length}
        </span>
        <Button variant="outline" onClick={() => move(1)}>
          {demoTexts.next}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
