import { desc, eq } from 'drizzle-orm';
import { knownDevices, passwordResetTokens, sessions, users } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { presentUser } from './user-presenter';

export const accountPart: TUserDataPart = {
  table: users,
  exportAs: 'account',
  async export(db, userId) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ? { ...presentUser(row), createdAt: row.createdAt, lastLoginAt: row.lastLoginAt } : null;
  },
};

export const sessionsPart: TUserDataPart = {
  table: sessions,
  exportAs: 'sessions',
  // The token hashes stay out: they are credentials, not information about the person.
  async export(db, userId) {
    return db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt));
  },
};

export const passwordResetsPart: TUserDataPart = {
  table: passwordResetTokens,
  exportAs: 'passwordResetRequests',
  async export(db, userId) {
    return db
      .select({ requestedAt: passwordResetTokens.createdAt, usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(desc(passwordResetTokens.createdAt));
  },
};

export const knownDevicesPart: TUserDataPart = {
  table: knownDevices,
  exportAs: 'knownDevices',
  // As with sessions, the token hashes stay out.
  async export(db, userId) {
    return db
      .select({
        firstLoginAt: knownDevices.createdAt,
        lastLoginAt: knownDevices.lastLoginAt,
        expiresAt: knownDevices.expiresAt,
      })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(desc(knownDevices.createdAt));
  },
};
