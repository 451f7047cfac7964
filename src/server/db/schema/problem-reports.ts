import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportItemKinds, reportStatuses } from '../../../shared/domain/content-admin';
import { users } from './users';

/** The item as the learner saw it when reporting: the text, the key or the back, the options in the order shown. */
export interface TReportedItem {
  text: string;
  /** The question's key or the card's back. */
  answer: string;
  options: string[] | null;
  type: string | null;
}

/**
 * "Report a problem" from a review screen (issue 16). The item is copied in, because a model-written question or a
 * learner's own card has no row an admin could open, and the bank item may change after the report.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the account is deleted: the report is about the content, not the person. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemKind: text('item_kind', { enum: reportItemKinds }).notNull(),
    /** The content pack id (bank question or deck card); null for a model's question or a learner's own card. */
    itemRef: text('item_ref'),
    /** Where the learner met it: the attempt and position, or their card; used to refuse a second open report. */
    sourceKey: text('source_key').notNull(),
    topic: text('topic'),
    item: jsonb('item').$type<TReportedItem>().notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    index('problem_reports_status_idx').on(table.status, table.createdAt),
    index('problem_reports_item_idx').on(table.itemKind, table.itemRef),
    // One open report per learner and item: a second click is refused, even from two tabs at once.
    uniqueIndex('problem_reports_open_unique').on(table.userId, table.sourceKey).where(sql`status = 'open'`),
  ],
);
export type TProblemReportRow = typeof problemReports.$inferSelect;
