import { useEffect, useState } from 'react';
import { flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

interface FlashcardEditDialogProps {
  card: { front: string; back: string } | null;
  pending: boolean;
  onSave: (sides: { front: string; back: string }) => void;
  onClose: () => void;
}

/** "Edit Flashcard": Front and Back, Cancel and "Save Changes", disabled while either side is empty (spec 5). */
export function FlashcardEditDialog({ card, pending, onSave, onClose }: FlashcardEditDialogProps) {
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');

  useEffect(() => {
    if (card) {
      setFront(card.front);
      setBack(card.back);
    }
  }, [card]);

  const empty = !front.trim() || !back.trim();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (card && !empty) onSave({ front: front.trim(), back: back.trim() });
  };

  return (
    <Dialog open={card !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={texts.editTitle}>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField label={texts.front}>
            <Textarea rows={3} value={front} onChange={(event) => setFront(event.target.value)} />
          </FormField>
          <FormField label={texts.back}>
            <Textarea rows={4} value={back} onChange={(event) => setBack(event.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{texts.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={empty || pending}>
              {pending ? texts.saving : texts.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
