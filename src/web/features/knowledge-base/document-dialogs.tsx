import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { Alert } from '../../components/ui/alert';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format-date';
import { DocumentStatus } from './document-status-badge';
import { JurisdictionBadges, typeLabel } from './documents-table';
import { useDeleteDocument, useDocumentDetails } from './knowledge-base-queries';

/** "Document Details": the spec's fields and the whole extracted text, fetched when the dialog opens. */
export function DocumentDetailsDialog({ documentId, onClose }: { documentId: string | null; onClose: () => void }) {
  const details = useDocumentDetails(documentId);
  const document = details.data?.upload;
  return (
    <Dialog open={documentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {documentId ? (
        <DialogContent title={texts.detailsTitle} className="max-w-3xl">
          {details.isError ? <Alert>{details.error.message}</Alert> : null}
          {document ? (
            <>
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="text-muted-foreground">{texts.details.filename}</dt>
                <dd className="break-all">{document.filename}</dd>
                <dt className="text-muted-foreground">{texts.details.fileType}</dt>
                <dd>
                  {document.fileType} ({typeLabel(document.fileType)})
                </dd>
                <dt className="text-muted-foreground">{texts.details.fileSize}</dt>
                <dd>{texts.bytes(document.fileSize)}</dd>
                <dt className="text-muted-foreground">{texts.details.uploadedBy}</dt>
                <dd>{document.uploaderName ?? texts.unknownUploader}</dd>
                <dt className="text-muted-foreground">{texts.details.uploadDate}</dt>
                <dd>{formatDateTime(document.createdAt)}</dd>
                <dt className="text-muted-foreground">{texts.details.jurisdictions}</dt>
                <dd>
                  <JurisdictionBadges values={document.jurisdictions} />
                </dd>
                <dt className="text-muted-foreground">{texts.details.status}</dt>
                <dd>
                  <DocumentStatus document={document} />
                </dd>
                {document.pageCount !== null ? (
                  <>
                    <dt className="text-muted-foreground">{texts.details.pages}</dt>
                    <dd>{document.pageCount}</dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">{texts.details.passages}</dt>
                <dd>{document.chunkCount}</dd>
              </dl>
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">{texts.details.extractedText}</h3>
                <pre
                  className="max-h-80 overflow-y-auto rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap break-words"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
                  tabIndex={0}
                >
                  {document.extractedText?.trim() || texts.noText}
                </pre>
              </div>
            </>
          ) : details.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** "Are you sure?": stays open, showing "Deleting...", until the server answers. */
export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: TKnowledgeDocument | null;
  onClose: () => void;
}) {
  const remove = useDeleteDocument(onClose);
  return (
    <ConfirmDeleteDialog
      open={document !== null}
      texts={{ ...texts, title: texts.deleteTitle }}
      description={texts.deleteDescription}
      pending={remove.isPending}
      onConfirm={() => document && remove.mutate(document.id)}
      onClose={onClose}
    />
  );
}
