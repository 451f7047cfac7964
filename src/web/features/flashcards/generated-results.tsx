import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useCreateFlashcard } from './flashcard-queries';

const toCreate = (card: TGeneratedFlashcard) => ({
  front: card.front,
  back: card.back,
  tags: card.tags,
  sourceId: card.sourceId,
  sourceType: card.sourceType,
});

/** "Generated Flashcards (N)" with "Save All to My Deck" and a save button per card; both really save. */
export function GeneratedResults({ cards }: { cards: TGeneratedFlashcard[] }) {
  const [saved, setSaved] = useState<Set<string>>(new Set());
  const [savingAll, setSavingAll] = useState(false);
  const create = useCreateFlashcard();
  const markSaved = (sourceId: string) => setSaved((current) => new Set(current).add(sourceId));

  const saveOne = async (card: TGeneratedFlashcard) => {
    await create.mutateAsync(toCreate(card));
    markSaved(card.sourceId);
    toast.success(texts.savedOne);
  };

  const saveAll = async () => {
    setSavingAll(true);
    let count = 0;
    try {
      // One at a time, so a failure stops the rest and the cards already saved stay marked.
      for (const card of cards.filter((c) => !saved.has(c.sourceId))) {
        await create.mutateAsync(toCreate(card));
        markSaved(card.sourceId);
        count += 1;
      }
      toast.success(texts.savedAll(count));
    } catch {
      // The mutation's own toast names the failure.
    } finally {
      setSavingAll(false);
    }
  };

  const allSaved = cards.every((card) => saved.has(card.sourceId));
  return (
    <section aria-labelledby="generated-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="generated-heading" className="text-lg font-semibold">
          {texts.results(cards.length)}
        </h3>
        <Button onClick={saveAll} disabled={savingAll || allSaved}>
          {savingAll ? texts.savingAll : texts.saveAll}
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => {
          const isSaved = saved.has(card.sourceId);
          return (
            <li key={card.sourceId} className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4">
              <p className="font-medium text-foreground">{card.front}</p>
              <p className="text-sm text-muted-foreground">{card.back}</p>
              <div className="mt-auto flex items-center justify-between gap-2 pt-1">
                <div className="flex flex-wrap gap-1.5">
                  {card.tags.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </div>
                {isSaved ? (
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                    <Check className="size-4" aria-hidden />
                    {texts.saved}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={texts.save(card.front)}
                    disabled={savingAll || create.isPending}
                    onClick={() => void saveOne(card).catch(() => undefined)}
                  >
                    <Plus aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
