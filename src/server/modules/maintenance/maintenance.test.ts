import { describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { runMaintenance } from './maintenance-worker';

const ctx = setupTestApp();

describe('maintenance', () => {
  it('drops rate-limit counters older than a day and keeps current ones', async () => {
    const now = new Date();
    await ctx.database.db.insert(rateLimitBuckets).values([
      { key: 'old', windowStartedAt: new Date(now.getTime() - 2 * 86_400_000), hits: 3 },
      { key: 'new', windowStartedAt: now, hits: 1 },
    ]);
    await runMaintenance(ctx.database.db, now);
    const keys = (await ctx.database.db.select().from(rateLimitBuckets)).map((b) => b.key);
    expect(keys).toEqual(['new']);
  });
});
