import { eq } from 'drizzle-orm';
import { accountMessages } from '../../../shared/domain/account';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../../http-error';
import { databaseFilesProvider, type TFilesProvider } from '../../providers/files/files-provider';
import { getPlatformConfig } from '../platform/platform.service';
import { userDataParts } from './user-data-parts';

/** Everything the platform keeps about the user, section by section, with no password hash or token. */
export async function exportPersonalData(db: TDatabase, userId: number, now: Date, files: TFilesProvider) {
  const { brandName } = await getPlatformConfig(db);
  const sections: Record<string, unknown> = { platform: brandName, exportedAt: now };
  for (const part of userDataParts) {
    if (part.exportAs && part.export) sections[part.exportAs] = await part.export(db, userId, now, files);
  }
  return sections;
}

/** Refuses to leave the platform without an admin. Call inside the transaction that removes or demotes one. */
export async function assertNotLastAdmin(db: TDatabase, userId: number) {
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (target?.role !== 'admin') return;
  // Locking the admin rows makes two admins who remove each other at the same moment take turns.
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  if (admins.length <= 1) throw conflict(accountMessages.lastAdmin);
}

/**
 * Removes the account and every personal record in one transaction: all of it goes, or none of it. `files` is where
 * the account's uploads are kept (the app's provider; tests use the default, the database).
 */
export async function deleteAccount(db: TDatabase, userId: number, files: TFilesProvider = databaseFilesProvider) {
  await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx as TDatabase, userId);
    for (const part of userDataParts) await part.erase?.(tx as TDatabase, userId, files);
    // Sessions, mail, contact messages and reset tokens go with the row through cascading foreign keys.
    await tx.delete(users).where(eq(users.id, userId));
  });
}
