// A seeded analytics database kept between runs (`npm run bench:analytics -- --reuse DIR`): PGlite in DIR, or the
// database in BENCH_DATABASE_URL, migrated to this checkout's schema and measured again without a new seed.
import { eq } from 'drizzle-orm';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';

const BENCH_ADMIN = 'analytics-bench-admin@example.test';

export async function openReusableDatabase(dataDir: string) {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
  await database.migrate();
  await seedPlatformSettings(database.db);
  const [existing] = await database.db.select().from(users).where(eq(users.email, BENCH_ADMIN));
  const [learner] = existing
    ? [existing]
    : await database.db
        .insert(users)
        .values({ email: BENCH_ADMIN, displayName: 'Bench', purchaseStatus: 'completed' })
        .returning();
  const seeded = (await database.db.$count(users)) > 1000;
  return { database, learner: learner!, seeded, cleanup: () => database.close() };
}
