// What the retrieval benchmarks share: a fresh database (PGlite in a temporary folder, or BENCH_DATABASE_URL) with
// the content pack loaded and indexed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContentPack } from '../src/server/content/load-content-pack';
import { readContentPack } from '../src/server/content/read-content-pack';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { indexContentPack } from '../src/server/modules/knowledge/pack-index';

export async function openIndexedPack(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
  await database.migrate();
  const pack = readContentPack();
  await loadContentPack(database.db, pack);
  const indexed = await indexContentPack(database.db);
  return {
    database,
    pack,
    indexed,
    cleanup: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The jurisdictions a learner of this material searches with: federal plus the material's states. */
export const learnerJurisdictions = (jurisdictions: string[]) => [...new Set(['federal', ...jurisdictions])];

export const percentile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
