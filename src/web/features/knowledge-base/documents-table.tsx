import { Eye, Trash2 } from 'lucide-react';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { jurisdictions } from '../../../shared/domain/jurisdictions';
import { knowledgeBaseTypeFilters } from '../../../shared/domain/knowledge-base';
import { formatFileSize, knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { formatDate } from '../../lib/format-date';
import { DocumentStatus } from './document-status-badge';

const columns = Object.values(texts.columns);
const cell = 'px-3 py-3 text-left align-top';

export const typeLabel = (mime: string) =>
  knowledgeBaseTypeFilters.find((filter) => filter.value === mime)?.label ?? mime;
export const jurisdictionLabel = (value: string) => jurisdictions.find((j) => j.value === value)?.label ?? value;

export function JurisdictionBadges({ values }: { values: string[] }) {
  if (values.length === 0) return <span className="text-muted-foreground">{texts.none}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {values.map((value) => (
        <Badge key={value} variant="outline">
          {jurisdictionLabel(value)}
        </Badge>
      ))}
    </div>
  );
}

interface DocumentsTableProps {
  documents: TKnowledgeDocument[] | undefined;
  onView: (document: TKnowledgeDocument) => void;
  onDelete: (document: TKnowledgeDocument) => void;
}

/** The documents table; on narrow screens it scrolls sideways, and the region can be scrolled by keyboard. */
export function DocumentsTable({ documents, onView, onDelete }: DocumentsTableProps) {
  return (
    <DataTable
      label={texts.documentsTable}
      columns={columns}
      cellClassName={cell}
      tableClassName="min-w-[52rem]"
      items={documents}
      renderRow={(document) => (
        <tr key={document.id} className="border-b border-border last:border-0" data-document={document.filename}>
          <td className={`${cell} max-w-44 font-medium break-all`}>{document.filename}</td>
          <td className={cell}>{typeLabel(document.fileType)}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatFileSize(document.fileSize)}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(document.createdAt)}</td>
          <td className={cell}>
            <JurisdictionBadges values={document.jurisdictions} />
          </td>
          <td className={cell}>
            <DocumentStatus document={document} />
          </td>
          <td className={`${cell} max-w-56`}>
            <p className="line-clamp-2 text-muted-foreground break-words">
              {document.extractedText?.trim() || texts.noPreview}
            </p>
          </td>
          <td className={cell}>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.viewDetailsOf(document.filename)}
                title={texts.viewDetails}
                onClick={() => onView(document)}
              >
                <Eye aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.deleteOf(document.filename)}
                title={texts.delete}
                onClick={() => onDelete(document)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </td>
        </tr>
      )}
    />
  );
}
