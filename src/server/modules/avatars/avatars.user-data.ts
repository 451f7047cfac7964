import { eq } from 'drizzle-orm';
import { shownAvatarUrl } from '../../../shared/domain/avatars';
import { users } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { removeAvatar } from './avatars.service';

/**
 * The profile picture: the file itself is personal data, so the export carries it (at most 1 MB, as base64) and the
 * account's deletion deletes it. The users row itself is the account part's; this part adds the file.
 */
export const avatarPart: TUserDataPart = {
  table: users,
  exportAs: 'avatar',
  async export(db, userId, _now, files) {
    const [row] = await db
      .select({ avatarUrl: users.avatarUrl, avatarFileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, userId));
    if (!row?.avatarFileId || shownAvatarUrl(row) === null) return null;
    const file = await files.get(db, row.avatarFileId);
    return file
      ? { url: row.avatarUrl, mimeType: file.mimeType, size: file.size, contentBase64: file.bytes.toString('base64') }
      : null;
  },
  erase: (db, userId, files) => removeAvatar(db, files, userId),
};
