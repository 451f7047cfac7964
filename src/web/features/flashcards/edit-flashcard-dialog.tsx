import { useEffect, useState } from 'react';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useUpdateFlashcard } from './flashcard-queries';

interface EditFlashcardDialogProps {
  card: TFlashcard | null;
  onClose: () => void;
}

/** "Edit Flashcard": Front and Back, Cancel and "Save Changes", disabled while either side is empty (spec 5). */
export function EditFlashcardDialog({ card, onClose }: EditFlashcardDialogProps) {
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const update = useUpdateFlashcard(onClose);

  useEffect(() => {
    if (card) {
      setFront(card.front);
      setBack(card.back);
    }
  }, [card]);

  const empty = !front.trim() || !back.trim();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (card && !empty) update.mutate({ id: card.id, front: front.trim(), back: back.trim() });
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
            <Button type="submit" disabled={empty || update.isPending}>
              {update.isPending ? texts.saving : texts.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
