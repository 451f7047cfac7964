import { eq } from 'drizzle-orm';
import { knowledgeDocuments } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/**
 * Documents an admin uploaded stay in the knowledge base when the admin's account goes (they are the platform's
 * material, not the admin's), but the admin's name kept on them for the details dialog is erased with the account.
 */
export const knowledgeDocumentsPart: TUserDataPart = {
  table: knowledgeDocuments,
  exportAs: 'knowledgeBaseUploads',
  async export(db, userId) {
    return db
      .select({
        filename: knowledgeDocuments.filename,
        fileType: knowledgeDocuments.fileType,
        fileSize: knowledgeDocuments.fileSize,
        jurisdictions: knowledgeDocuments.jurisdictions,
        createdAt: knowledgeDocuments.createdAt,
      })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.uploadedBy, userId));
  },
  async erase(db, userId) {
    await db
      .update(knowledgeDocuments)
      .set({ uploadedBy: null, uploaderName: null })
      .where(eq(knowledgeDocuments.uploadedBy, userId));
  },
};
