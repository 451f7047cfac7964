import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import type { TKnowledgeDocumentStatus } from '../../../shared/domain/knowledge-base';
import { knowledgeDocumentStatusTexts } from '../../../shared/domain/knowledge-base-admin-texts';
import { Badge, type TBadgeVariant } from '../../components/ui/badge';

const tones: Record<TKnowledgeDocumentStatus, TBadgeVariant> = {
  processing: 'secondary',
  ready: 'success',
  needs_ocr: 'warning',
  ocr_running: 'secondary',
  failed: 'destructive',
};

/** The document's state, its progress while a job works on it, and what the job said (why it failed, for one). */
export function DocumentStatus({
  document,
}: {
  document: Pick<TKnowledgeDocument, 'status' | 'progress' | 'statusMessage'>;
}) {
  const working = document.status === 'processing' || document.status === 'ocr_running';
  return (
    <div className="grid max-w-48 gap-1">
      <Badge variant={tones[document.status]} className="w-fit">
        {knowledgeDocumentStatusTexts[document.status]}
        {working ? ` ${document.progress}%` : ''}
      </Badge>
      {working ? (
        <div aria-hidden className="h-1 w-24 overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-primary transition-all" style={{ width: `${document.progress}%` }} />
        </div>
      ) : null}
      {document.statusMessage ? (
        <span className="text-xs text-muted-foreground whitespace-normal">{document.statusMessage}</span>
      ) : null}
    </div>
  );
}
