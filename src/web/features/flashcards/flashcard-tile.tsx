import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDeleteFlashcard, useUpdateFlashcard } from './flashcard-queries';

interface FlashcardTileProps {
  card: TFlashcard;
  onEdit: (card: TFlashcard) => void;
}

/** One card of the manager's grid: Front, Back, tag badges, "Suspended", and its three actions (spec 2). */
export function FlashcardTile({ card, onEdit }: FlashcardTileProps) {
  const update = useUpdateFlashcard();
  const remove = useDeleteFlashcard();
  const toggle = () => update.mutate({ id: card.id, isSuspended: !card.isSuspended });
  const confirmDelete = () => {
    if (window.confirm(texts.deleteConfirm)) remove.mutate(card.id);
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card">
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{texts.front}</dt>
          <dd className="font-medium whitespace-pre-line text-foreground">{card.front}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{texts.back}</dt>
          <dd className="whitespace-pre-line text-foreground">{card.back}</dd>
        </div>
      </dl>
      {card.tags.length > 0 || card.isSuspended ? (
        <div className="flex flex-wrap gap-1.5">
          {card.isSuspended ? <Badge variant="warning">{texts.suspended}</Badge> : null}
          {card.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      ) : null}
      <div className="mt-auto flex justify-end gap-1 border-t border-border pt-2">
        <Button variant="ghost" size="icon" aria-label={texts.editLabel(card.front)} onClick={() => onEdit(card)}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={card.isSuspended ? texts.resumeLabel(card.front) : texts.suspendLabel(card.front)}
          disabled={update.isPending}
          onClick={toggle}
        >
          {card.isSuspended ? <Play aria-hidden /> : <Pause aria-hidden />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={texts.deleteLabel(card.front)}
          disabled={remove.isPending}
          onClick={confirmDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
