import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Badge } from './badge';
import { Button } from './button';

interface FlashcardCardProps {
  card: { front: string; back: string; tags: string[]; isSuspended: boolean };
  /** A line under the tags, such as who owns the card. */
  footnote?: ReactNode;
  pending?: boolean;
  onEdit: () => void;
  onToggleSuspended: () => void;
  /** Called once the browser's confirmation is accepted. */
  onDelete: () => void;
}

/** One card of a flashcard grid: Front, Back, tag badges, "Suspended", and edit / suspend or resume / delete. */
export function FlashcardCard({ card, footnote, pending, onEdit, onToggleSuspended, onDelete }: FlashcardCardProps) {
  const confirmDelete = () => {
    if (window.confirm(texts.deleteConfirm)) onDelete();
  };
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card">
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{texts.front}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-foreground">{card.front}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{texts.back}</dt>
          <dd className="break-words whitespace-pre-line text-foreground">{card.back}</dd>
        </div>
      </dl>
      {card.tags.length > 0 || card.isSuspended ? (
        <div className="flex flex-wrap gap-1.5">
          {card.isSuspended ? <Badge variant="warning">{texts.suspended}</Badge> : null}
          {card.tags.map((tag) => (
            // A long tag wraps at 360 px. cn() joins classes without merging them, so the badge's own
            // whitespace-nowrap would win over a plain whitespace-normal: hence the important modifier.
            <Badge key={tag} variant="secondary" className="max-w-full whitespace-normal!">
              {tag}
            </Badge>
          ))}
        </div>
      ) : null}
      {footnote ? <p className="text-xs break-words text-muted-foreground">{footnote}</p> : null}
      <div className="mt-auto flex justify-end gap-1 border-t border-border pt-2">
        <Button variant="ghost" size="icon" aria-label={texts.editLabel(card.front)} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={card.isSuspended ? texts.resumeLabel(card.front) : texts.suspendLabel(card.front)}
          disabled={pending}
          onClick={onToggleSuspended}
        >
          {card.isSuspended ? <Play aria-hidden /> : <Pause aria-hidden />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={texts.deleteLabel(card.front)}
          disabled={pending}
          onClick={confirmDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
