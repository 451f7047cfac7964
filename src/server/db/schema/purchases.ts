import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { discountCodes } from './discount-codes';
import { users } from './users';

/** One attempt to buy: created before the buyer pays, closed by payment, expiry or refusal. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['local', 'stripe', 'free'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A visitor who buys without an account; the account is made when the payment arrives.
    guestEmail: text('guest_email'),
    // A guest's checkout answers only to the browser holding this token (an HttpOnly cookie), never to its id alone.
    buyerTokenHash: text('buyer_token_hash'),
    // SHA-256 of the client address that opened it: caps the open checkouts of one address holding a code (L16).
    buyerAddressHash: text('buyer_address_hash'),
    plan: text('plan').notNull(),
    listAmountCents: integer('list_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountReleased: boolean('discount_released').notNull().default(false),
    // superseded: the buyer paid another checkout first; failed: the provider refused to open it.
    status: text('status', { enum: ['open', 'complete', 'expired', 'superseded', 'failed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('checkout_sessions_open_idx').on(table.status, table.expiresAt),
    index('checkout_sessions_discount_idx').on(table.discountCodeId, table.status),
  ],
);

/** A paid (or fully discounted) purchase. One per checkout session: fulfilment is idempotent on that key. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    plan: text('plan').notNull(),
    listAmountCents: integer('list_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCode: text('discount_code'),
    paymentReference: text('payment_reference'),
    // refunding: a refund is owed (asked for, or a duplicate payment) and the provider has not confirmed it yet.
    status: text('status', { enum: ['completed', 'refunding', 'refunded'] })
      .notNull()
      .default('completed'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
  },
  (table) => [index('purchases_user_idx').on(table.userId)],
);
export type TPurchaseRow = typeof purchases.$inferSelect;

/** Stripe events already handled: a redelivered event is acknowledged and skipped. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
