import { isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { glossaryTerms } from '../../db/schema';
import { rowsOf } from './sql-rows';
import { buildSynonyms, type TSynonyms } from './synonyms';

/**
 * What retrieval keeps in memory per database: the synonym table (from the glossary) and how many chunks hold each
 * word (for the BM25-style weight of a query term). Both are small and change rarely; they are rebuilt when the
 * index is rebuilt in this process, and otherwise after a few minutes, so other instances' changes arrive too. A
 * stale copy keeps serving while the new one is computed, so no search waits for it but the very first.
 */
const REFRESH_AFTER_MS = 5 * 60_000;
/** Words held by a single chunk are left out of the table (they would be most of it); they count as rare. */
const MIN_TRACKED_CHUNKS = 2;

export interface TTermStats {
  chunkCount: number;
  /** stemmed word -> number of chunks holding it */
  chunksWith: Map<string, number>;
}

interface TCached<T> {
  value: Promise<T>;
  at: number;
}

const synonymCache = new WeakMap<TDatabase, TCached<TSynonyms>>();
const statsCache = new WeakMap<TDatabase, TCached<TTermStats>>();

async function cached<T>(cache: WeakMap<TDatabase, TCached<T>>, db: TDatabase, load: () => Promise<T>) {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.at < REFRESH_AFTER_MS) return entry.value;
  const fresh: TCached<T> = { value: load(), at: Date.now() };
  // A failed load is forgotten, so the next search tries again instead of failing forever.
  fresh.value.catch(() => cache.get(db) === fresh && cache.delete(db));
  if (!entry) {
    cache.set(db, fresh);
    return fresh.value;
  }
  // Stale: keep answering from the old copy until the new one is ready.
  entry.at = Date.now();
  fresh.value.then(() => cache.set(db, fresh)).catch(() => {});
  return entry.value;
}

export function loadSynonyms(db: TDatabase): Promise<TSynonyms> {
  return cached(synonymCache, db, async () => {
    const rows = await db
      .select({ term: glossaryTerms.term })
      .from(glossaryTerms)
      .where(isNull(glossaryTerms.retiredAt));
    return buildSynonyms(rows.map((row) => row.term));
  });
}

export function loadTermStats(db: TDatabase): Promise<TTermStats> {
  return cached(statsCache, db, async () => {
    const [totals, words] = await Promise.all([
      db.execute(sql`select count(*)::int as n from knowledge_chunks`),
      db.execute(
        sql`select word, ndoc from ts_stat('select search from knowledge_chunks') where ndoc >= ${MIN_TRACKED_CHUNKS}`,
      ),
    ]);
    const chunkCount = rowsOf<{ n: number }>(totals)[0]?.n ?? 0;
    const chunksWith = new Map(rowsOf<{ word: string; ndoc: number }>(words).map((row) => [row.word, row.ndoc]));
    return { chunkCount, chunksWith };
  });
}

/** After this process changed the index: the next search reads the new glossary and counts. */
export function forgetSearchCaches(db: TDatabase) {
  synonymCache.delete(db);
  statsCache.delete(db);
}

/** Reads both ahead of the first search (the term counts take seconds on a large index). */
export async function warmSearchCaches(db: TDatabase) {
  await Promise.all([loadSynonyms(db), loadTermStats(db)]);
}
