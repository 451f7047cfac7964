import type { FastifyInstance } from 'fastify';
import {
  deleteKnowledgeDocument,
  getKnowledgeDocument,
  listKnowledgeDocuments,
  uploadKnowledgeDocument,
} from '../../../shared/contract/knowledge-base';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { consumeUserRateLimit } from '../rate-limit/rate-limit.service';
import * as documents from './knowledge-documents.service';

export function registerKnowledgeBaseRoutes(app: FastifyInstance, db: TDatabase, files: TFilesProvider) {
  route(app, uploadKnowledgeDocument, async ({ input, user, now }) => {
    await consumeUserRateLimit(db, 'uploadPerUser', user.id, now);
    return { upload: await documents.uploadDocument(db, files, { ...input, uploader: user }) };
  });
  route(app, listKnowledgeDocuments, ({ input }) => documents.listDocuments(db, input));
  route(app, getKnowledgeDocument, async ({ input }) => ({ upload: await documents.getDocument(db, input.id) }));
  route(app, deleteKnowledgeDocument, ({ input }) => documents.deleteDocument(db, files, input.uploadId));
}
