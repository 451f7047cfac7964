import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { discountTypes } from '../../../shared/domain/pricing';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: discountTypes }).notNull(),
    // Percent (1-100) or dollars with cents, as admins type them.
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    // Counts checkouts holding a use: taken atomically at checkout, given back when a checkout expires unpaid.
    currentUses: integer('current_uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('discount_codes_code_upper_unique').on(sql`upper(${table.code})`)],
);
export type TDiscountCodeRow = typeof discountCodes.$inferSelect;
