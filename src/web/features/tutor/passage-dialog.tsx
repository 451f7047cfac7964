import type { TTutorCitation } from '../../../shared/contract/tutor';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';
import { Alert } from '../../components/ui/alert';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { usePassage } from './tutor-queries';

/** The text of a cited document passage (uploaded documents have no lesson page to open). */
export function PassageDialog({ citation, onClose }: { citation: TTutorCitation | null; onClose: () => void }) {
  const passage = usePassage(citation?.chunkId ?? null);
  return (
    <Dialog open={citation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {citation ? (
        <DialogContent
          title={citation.filename}
          description={[texts.passageTitle, citation.page].filter(Boolean).join(', ')}
          className="max-w-2xl"
        >
          {passage.isPending ? <p className="text-sm text-muted-foreground">{texts.loadingPassage}</p> : null}
          {passage.error ? <Alert>{passage.error.message}</Alert> : null}
          {passage.data ? (
            <div className="space-y-2">
              {passage.data.heading && passage.data.heading !== passage.data.title ? (
                <p className="font-semibold">{passage.data.heading}</p>
              ) : null}
              <p className="whitespace-pre-line break-words text-sm leading-6">{passage.data.body}</p>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
