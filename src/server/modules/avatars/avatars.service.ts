import { eq } from 'drizzle-orm';
import type { TUploadedFile } from '../../../shared/contract/uploaded-file';
import { avatarPath, maxAvatarSide, shownAvatarUrl } from '../../../shared/domain/avatars';
import { serverMessages } from '../../../shared/domain/messages';
import { avatarTexts as texts } from '../../../shared/domain/settings-texts';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../http-error';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { readImageHeader } from './image-header';

/** The picture's type and size from its bytes; anything else, or anything too large, is a 400 with the reason. */
function checkPicture(bytes: Uint8Array) {
  const header = readImageHeader(bytes);
  if (!header.ok) throw badRequest(header.reason === 'not-an-image' ? texts.notAnImage : texts.unreadable);
  if (header.width > maxAvatarSide || header.height > maxAvatarSide) {
    throw badRequest(texts.tooManyPixels(header.width, header.height));
  }
  return header.type;
}

/** The user's row, locked until the transaction ends: two uploads at once take turns, and each old file goes once. */
const lockAvatar = async (tx: TDatabase, userId: number) =>
  (
    await tx
      .select({ avatarUrl: users.avatarUrl, avatarFileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
  )[0];

/**
 * Makes the uploaded file the user's picture and deletes the previous one. The bytes are written first, outside the
 * transaction (files-provider.ts); if the row cannot take them, they are removed again.
 */
export async function uploadAvatar(db: TDatabase, files: TFilesProvider, userId: number, file: TUploadedFile) {
  const mimeType = checkPicture(file.bytes);
  const stored = await files.put(db, { bytes: file.bytes, mimeType });
  try {
    return await db.transaction(async (tx) => {
      const previous = await lockAvatar(tx as TDatabase, userId);
      // The account was deleted while the file was being written.
      if (!previous) throw unauthorized(serverMessages.notAuthenticated);
      const [row] = await tx
        .update(users)
        .set({ avatarFileId: stored.id, avatarUrl: avatarPath(stored.id) })
        .where(eq(users.id, userId))
        .returning();
      if (previous.avatarFileId) await files.remove(tx as TDatabase, previous.avatarFileId);
      return row!;
    });
  } catch (error) {
    await files.remove(db, stored.id).catch(() => undefined);
    throw error;
  }
}

/** Takes the picture off the account and deletes its file; call inside the transaction that changes the user. */
export async function removeAvatar(db: TDatabase, files: TFilesProvider, userId: number) {
  const current = await lockAvatar(db, userId);
  if (!current || (current.avatarUrl === null && current.avatarFileId === null)) return;
  await db.update(users).set({ avatarUrl: null, avatarFileId: null }).where(eq(users.id, userId));
  if (current.avatarFileId) await files.remove(db, current.avatarFileId);
}

/**
 * The avatarUrl of a profile or admin update. Pictures change by upload only: null removes the picture, and the
 * current address (a form sent back as it was loaded) keeps it; any other address is refused.
 */
export async function keepOrRemoveAvatar(db: TDatabase, files: TFilesProvider, userId: number, url: string | null) {
  if (url === null) return removeAvatar(db, files, userId);
  const current = await lockAvatar(db, userId);
  if (current && url !== shownAvatarUrl(current)) throw badRequest(texts.notCurrent);
}

/** An avatar's file, only while it is someone's picture: the path serves no other stored file (documents, assets). */
export async function readAvatarFile(db: TDatabase, files: TFilesProvider, fileId: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.avatarFileId, fileId)).limit(1);
  return owner ? files.get(db, fileId) : null;
}
