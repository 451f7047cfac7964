import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../../../shared/domain/access';
import { storedFiles } from './stored-files';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    /**
     * Shown only when it is the address of avatarFileId (issue 25, L22): a URL from another site typed before uploads
     * existed stays in the row but never reaches a browser (shownAvatarUrl, shared/domain/avatars.ts).
     */
    avatarUrl: text('avatar_url'),
    /** The uploaded picture. Its file goes when the picture is replaced or removed, or the account is deleted. */
    avatarFileId: uuid('avatar_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    role: text('role', { enum: roles }).notNull().default('student'),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    /** IANA zone name the learner's study day is counted in; null until the browser reports one (then UTC). */
    timezone: text('timezone'),
    purchaseStatus: text('purchase_status'),
    purchasePlan: text('purchase_plan'),
    purchaseExpiresAt: timestamp('purchase_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  // Emails are unique without regard to case, whatever the application code does.
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Sign-ups per day (usage analytics).
    index('users_created_idx').on(table.createdAt),
    // The picture's address names the file: serving it looks the owner up by file (and deleting a file checks it).
    index('users_avatar_file_idx').on(table.avatarFileId),
  ],
);

export type TUserRow = typeof users.$inferSelect;
