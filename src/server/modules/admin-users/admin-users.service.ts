import { and, asc, count, desc, eq, gt, ilike, max, or, type SQL } from 'drizzle-orm';
import type { TAdminUser, TAdminUserCreate } from '../../../shared/contract/admin-users';
import type { TRole } from '../../../shared/domain/access';
import { profileMessages } from '../../../shared/domain/account';
import type { adminUserSortFields } from '../../../shared/domain/admin-users';
import { inviteLifetimeMs, adminUserMessages as texts } from '../../../shared/domain/admin-users';
import { shownAvatarUrl } from '../../../shared/domain/avatars';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { contactMessages, mailMessages, purchases, sessions, type TUserRow, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { assertNotLastAdmin, deleteAccount } from '../account/account.service';
import { assertEmailFree, updateUserFields } from '../account/profile.service';
import { normalizeEmail } from '../auth/auth.service';
import { issuePasswordLink } from '../auth/password-reset.service';
import { presentPurchase } from '../billing/purchase-presenter';
import { getPlatformConfig } from '../platform/platform.service';
import { readUserManagementSettings } from '../platform/user-management.service';

export const presentAdminUser = (row: TUserRow): TAdminUser => ({
  id: row.id,
  displayName: row.displayName,
  email: row.email,
  role: row.role,
  avatarUrl: shownAvatarUrl(row),
  states: row.states,
  createdAt: row.createdAt,
  lastLogin: row.lastLoginAt,
  purchaseStatus: row.purchaseStatus,
  purchasePlan: row.purchasePlan,
  purchaseExpiresAt: row.purchaseExpiresAt,
});

const sortColumns = {
  displayName: users.displayName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLogin: users.lastLoginAt,
} satisfies Record<(typeof adminUserSortFields)[number], unknown>;

export async function listUsers(
  db: TDatabase,
  query: {
    page: number;
    limit: number;
    search?: string;
    role?: TRole;
    sortBy: keyof typeof sortColumns;
    sortDirection: 'asc' | 'desc';
  },
) {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(users.displayName, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = query.sortDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(sortColumns[query.sortBy]), order(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows.map(presentAdminUser), total: total?.value ?? 0 };
}

async function findUser(db: TDatabase, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(texts.notFound);
  return row;
}

export async function getUserDetails(db: TDatabase, id: number, now: Date) {
  const row = await findUser(db, id);
  const [[sessionStats], [contactStats], [mailStats], purchaseRows] = await Promise.all([
    db
      .select({ active: count(), lastSeenAt: max(sessions.lastSeenAt) })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now))),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.userId, id)),
    db.select({ value: count() }).from(mailMessages).where(eq(mailMessages.userId, id)),
    db.select().from(purchases).where(eq(purchases.userId, id)).orderBy(desc(purchases.paidAt)),
  ]);
  return {
    user: presentAdminUser(row),
    activity: {
      activeSessions: sessionStats?.active ?? 0,
      lastSeenAt: sessionStats?.lastSeenAt ? new Date(sessionStats.lastSeenAt) : null,
      contactMessages: contactStats?.value ?? 0,
      emailsSent: mailStats?.value ?? 0,
    },
    purchases: purchaseRows.map(presentPurchase),
  };
}

export async function updateUser(
  db: TDatabase,
  files: TFilesProvider,
  update: { id: number; displayName?: string; email?: string; role?: TRole; avatarUrl?: string | null },
) {
  return db.transaction(async (tx) => {
    await findUser(tx as TDatabase, update.id);
    if (update.role === 'student') await assertNotLastAdmin(tx as TDatabase, update.id);
    const row = await updateUserFields(tx as TDatabase, files, update.id, update);
    return presentAdminUser(row!);
  });
}

export async function deleteUser(db: TDatabase, files: TFilesProvider, id: number) {
  const row = await findUser(db, id);
  await deleteAccount(db, id, files);
  return { message: texts.deleted(row.displayName) };
}

/** Creates an account with no password and mails a link to set one, in one transaction. */
export async function createUser(db: TDatabase, input: TAdminUserCreate & { publicOrigin: string; now: Date }) {
  await assertEmailFree(db, input.email, 0);
  return createUserRow(db, input).catch((error: unknown) => {
    // Two creations racing for one address (a double click): the unique index decides, the loser gets a 409 too.
    if (isUniqueViolation(error)) throw conflict(profileMessages.emailTaken);
    throw error;
  });
}

function createUserRow(db: TDatabase, input: TAdminUserCreate & { publicOrigin: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        displayName: input.displayName,
        role: input.role,
        states: [(await readUserManagementSettings(tx as TDatabase)).defaultState],
      })
      .returning();
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    await issuePasswordLink(tx as TDatabase, row!, input.now, {
      publicOrigin: input.publicOrigin,
      lifetimeMs: inviteLifetimeMs,
      kind: 'account-invitation',
      subject: `Your ${brandName} account is ready`,
      intro: `An administrator created a ${brandName} account for you. Choose your password here within seven days:`,
      outro: 'The link works once. After that, sign in with your e-mail address and the password you chose.',
    });
    return presentAdminUser(row!);
  });
}
