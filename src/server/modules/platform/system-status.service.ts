import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, min, sql } from 'drizzle-orm';
import type { TSystemStatus } from '../../../shared/contract/admin-operations';
import type { TConfig } from '../../config';
import { migrationsFolder, type TDatabaseHandle } from '../../db/client';
import { contentState, mailMessages } from '../../db/schema';
import { rowsOf } from '../knowledge/sql-rows';

// Read once: what this build ships (the migrations it expects and its version) does not change while it runs.
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const packageJson = fileURLToPath(new URL('../../../../package.json', import.meta.url));
const packageVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
const startedAt = new Date();

/** A waiting mail older than this means the worker is not sending (down, or the mail server refuses). */
const MAIL_STUCK_AFTER_MS = 15 * 60 * 1000;

async function appliedMigrations(database: TDatabaseHandle) {
  // Drizzle's migrators (PGlite and PostgreSQL alike) record each applied migration in this table.
  const result = await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return rowsOf<{ applied: number }>(result)[0]?.applied ?? 0;
}

async function mailQueue(database: TDatabaseHandle) {
  const [row] = await database.db
    .select({
      waiting: sql<number>`count(*) filter (where ${mailMessages.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailMessages.status} = 'failed')`.mapWith(Number),
      oldestWaitingAt: min(sql<Date>`case when ${mailMessages.status} = 'pending' then ${mailMessages.createdAt} end`),
    })
    .from(mailMessages)
    .where(sql`${mailMessages.status} in ('pending', 'failed')`);
  const oldest = row?.oldestWaitingAt ? new Date(row.oldestWaitingAt) : null;
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, oldestWaitingAt: oldest };
}

/** What the platform runs on and whether each part is healthy, for Admin Settings > System. */
export async function systemStatus(database: TDatabaseHandle, config: TConfig, now: Date): Promise<TSystemStatus> {
  const [healthy, applied, queue, [pack]] = await Promise.all([
    database.ping(),
    appliedMigrations(database),
    mailQueue(database),
    database.db.select().from(contentState).where(eq(contentState.id, 1)),
  ]);
  const expected = journal.entries.length;
  const stuck = queue.oldestWaitingAt !== null && now.getTime() - queue.oldestWaitingAt.getTime() > MAIL_STUCK_AFTER_MS;
  return {
    checkedAt: now,
    database: {
      engine: database.engine,
      healthy: healthy && applied === expected,
      latestMigration: journal.entries.at(-1)?.tag ?? '',
      appliedMigrations: applied,
      expectedMigrations: expected,
    },
    mail: {
      transport: config.MAIL_URL ? 'smtp' : 'outbox',
      ...queue,
      healthy: queue.failed === 0 && !stuck,
    },
    payments: {
      mode: config.paymentsMode,
      publicSite: config.publicOrigin.startsWith('https:'),
      // The test checkout gives the kit away: whatever the site, the admin should see that loudly.
      healthy: config.paymentsMode === 'stripe',
    },
    ai: { model: config.tutorModel?.model ?? null, embeddingModel: config.OPENAI_EMBEDDING_MODEL ?? null },
    content: { version: pack?.version ?? null, loadedAt: pack?.loadedAt ?? null },
    app: { version: packageVersion, node: process.versions.node, startedAt },
  };
}

/** Failed mails go back to the queue with a fresh attempt count, due now; returns how many. */
export async function retryFailedMails(database: TDatabaseHandle, now: Date) {
  const rows = await database.db
    .update(mailMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(eq(mailMessages.status, 'failed'))
    .returning({ id: mailMessages.id });
  return { retried: rows.length };
}
