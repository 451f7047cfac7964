import { eq } from 'drizzle-orm';
import { assets } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/** Assets an admin uploaded stay in the library (pages use their addresses); only the link to the account goes. */
export const assetsPart: TUserDataPart = {
  table: assets,
  exportAs: 'assetUploads',
  async export(db, userId) {
    return db
      .select({
        originalFilename: assets.originalFilename,
        mimeType: assets.mimeType,
        fileSize: assets.fileSize,
        createdAt: assets.createdAt,
      })
      .from(assets)
      .where(eq(assets.uploadedBy, userId));
  },
  async erase(db, userId) {
    await db.update(assets).set({ uploadedBy: null }).where(eq(assets.uploadedBy, userId));
  },
};
