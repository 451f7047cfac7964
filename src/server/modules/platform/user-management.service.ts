import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { TUserManagementSettings } from '../../../shared/contract/admin-operations';
import { registrationClosedMessage } from '../../../shared/domain/admin-operations-texts';
import type { TLearnerState } from '../../../shared/domain/jurisdictions';
import { sessionAbsoluteLifetimeMs } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { passwordResetTokens, platformSettings, users } from '../../db/schema';
import { forbidden } from '../../http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored settings; the defaults (the row's column defaults) before an admin has saved any. */
export async function readUserManagementSettings(db: TDatabase): Promise<TUserManagementSettings> {
  const [row] = await db
    .select({
      registrationOpen: platformSettings.registrationOpen,
      defaultState: platformSettings.defaultState,
      sessionLifetimeDays: platformSettings.sessionLifetimeDays,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return {
    registrationOpen: row?.registrationOpen ?? true,
    defaultState: (row?.defaultState ?? 'national') as TLearnerState,
    sessionLifetimeDays: row?.sessionLifetimeDays ?? sessionAbsoluteLifetimeMs / DAY_MS,
  };
}

export async function sessionLifetimeMs(db: TDatabase) {
  return (await readUserManagementSettings(db)).sessionLifetimeDays * DAY_MS;
}

export async function assertRegistrationOpen(db: TDatabase) {
  if (!(await readUserManagementSettings(db)).registrationOpen) throw forbidden(registrationClosedMessage);
}

/**
 * Accounts an admin created whose owner never set a password: the invitation is still open. The link's expiry is
 * the newest unused set-password link's (an expired one means the admin should send a new invitation).
 */
async function pendingInvitations(db: TDatabase) {
  return db
    .select({
      userId: users.id,
      displayName: users.displayName,
      email: users.email,
      invitedAt: users.createdAt,
      linkExpiresAt: max(passwordResetTokens.expiresAt),
    })
    .from(users)
    .leftJoin(passwordResetTokens, and(eq(passwordResetTokens.userId, users.id), isNull(passwordResetTokens.usedAt)))
    .where(isNull(users.passwordHash))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt));
}

export async function userManagement(db: TDatabase) {
  const [settings, [admins], invitations] = await Promise.all([
    readUserManagementSettings(db),
    db.select({ value: count() }).from(users).where(eq(users.role, 'admin')),
    pendingInvitations(db),
  ]);
  return { ...settings, adminCount: admins?.value ?? 0, pendingInvitations: invitations };
}

export async function updateUserManagement(db: TDatabase, settings: TUserManagementSettings) {
  // The row exists from the first start (seedPlatformSettings); an update of nothing would be a bug worth seeing.
  await db
    .update(platformSettings)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(platformSettings.id, 1));
  return userManagement(db);
}
