import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { uploadKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import type { TJurisdiction } from '../../../shared/domain/jurisdictions';
import { knowledgeBaseExtensions, knowledgeBaseMaxFileBytes } from '../../../shared/domain/knowledge-base';
import { knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { knowledgeBaseFileTexts } from '../../../shared/domain/knowledge-base-texts';
import { apiUpload } from '../../lib/api';
import { uploadsKey } from './knowledge-base-queries';

export type TQueueStatus = 'pending' | 'uploading' | 'success' | 'error';

/** A file waiting in the upload list (spec 3: "Client-side upload queue item"). */
export interface TQueueItem {
  id: string;
  file: File;
  status: TQueueStatus;
  progress: number;
  error?: string;
}

const queueId = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/** What the drop zone refuses before anything is sent; such files go straight to error (spec 4). */
function rejections(file: File): string[] {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const reasons: string[] = [];
  if (!knowledgeBaseExtensions[extension]) reasons.push(knowledgeBaseFileTexts.unsupportedType);
  if (file.size > knowledgeBaseMaxFileBytes) reasons.push(knowledgeBaseFileTexts.tooLarge);
  return reasons;
}

/**
 * The upload list: pending, then uploading (progress 50), then success (100) or error with the server's message on
 * the row (admin-area.md section 4). Files are sent one after another; a file already listed is not added twice.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<TQueueItem[]>([]);
  const [uploading, setUploading] = useState(false);

  const update = (id: string, change: Partial<TQueueItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = useCallback((files: File[]) => {
    setItems((current) => {
      const known = new Set(current.map((item) => item.id));
      const added: TQueueItem[] = [];
      for (const file of files) {
        const id = queueId(file);
        if (known.has(id)) continue;
        known.add(id);
        const reasons = rejections(file);
        added.push(
          reasons.length > 0
            ? { id, file, status: 'error', progress: 0, error: reasons.join(', ') }
            : { id, file, status: 'pending', progress: 0 },
        );
      }
      return [...current, ...added];
    });
  }, []);

  const remove = (id: string) =>
    setItems((current) => current.filter((item) => item.id !== id || !['pending', 'error'].includes(item.status)));

  async function uploadAll(jurisdictions: TJurisdiction[]) {
    const pending = items.filter((item) => item.status === 'pending');
    if (pending.length === 0 || jurisdictions.length === 0) return;
    setUploading(true);
    try {
      for (const item of pending) {
        update(item.id, { status: 'uploading', progress: 50, error: undefined });
        try {
          await apiUpload(uploadKnowledgeDocument, { file: item.file, jurisdictions: jurisdictions.join(',') });
          update(item.id, { status: 'success', progress: 100 });
        } catch (error) {
          const message = error instanceof Error && error.message ? error.message : texts.unknownUploadError;
          update(item.id, { status: 'error', progress: 0, error: message });
        }
      }
    } finally {
      setUploading(false);
      await queryClient.invalidateQueries({ queryKey: uploadsKey });
    }
  }

  return { items, uploading, add, remove, uploadAll };
}
