import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TAdvisoryLock, TDatabase, TDatabaseHandle } from '../../db/client';
import { knowledgeChunks } from '../../db/schema';
import { sectionRefOf } from './retrieval-hits';
import type { TRetrievalRequest } from './retrieval-types';

/**
 * The optional vector lane: an OpenAI-compatible `/v1/embeddings` endpoint embeds chunks (at index time, in
 * batches, outside any transaction) and questions; the nearest chunks are fused with the lexical ranking by rank.
 * Vectors live in knowledge_chunks.embedding (real[]; no pgvector, so it runs on PGlite too) and are compared in
 * memory. Without an endpoint nothing here runs.
 */
export interface TEmbeddingsClient {
  model: string;
  /** Cosine similarity from which the best vector hit alone makes a question relevant (model-specific). */
  minSimilarity: number;
  embed(texts: string[]): Promise<number[][]>;
}

export interface TEmbeddingsSettings {
  /** Like the OpenAI clients' OPENAI_BASE_URL: the address up to and including /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  minSimilarity?: number;
  timeoutMs?: number;
}

const EMBED_BATCH = 64;

/** The configured client, or null when no embeddings endpoint is set (then retrieval is lexical only). */
export function embeddingsFromConfig(config: TConfig): TEmbeddingsClient | null {
  if (!config.OPENAI_BASE_URL || !config.OPENAI_EMBEDDING_MODEL) return null;
  return createEmbeddingsClient({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_EMBEDDING_MODEL,
    minSimilarity: config.OPENAI_EMBEDDING_MIN_SIMILARITY,
  });
}
const MAX_EMBED_CHARS = 8_000;

export function createEmbeddingsClient(settings: TEmbeddingsSettings): TEmbeddingsClient {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/embeddings`;
  return {
    model: settings.model,
    minSimilarity: settings.minSimilarity ?? 0.5,
    async embed(texts) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, input: texts.map((text) => text.slice(0, MAX_EMBED_CHARS)) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`embeddings endpoint answered ${response.status}`);
      const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] };
      const data = body.data ?? [];
      if (data.length !== texts.length || data.some((item) => !Array.isArray(item.embedding))) {
        throw new Error('embeddings endpoint answered an unexpected body');
      }
      return [...data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    },
  };
}

// The knowledge index's lock space (pack-index.ts indexes the content pack under key 1).
const BACKFILL_LOCK: TAdvisoryLock = { space: 727_013, key: 2 };

const pendingFor = (model: string) =>
  or(isNull(knowledgeChunks.embeddingModel), ne(knowledgeChunks.embeddingModel, model));

/**
 * Embeds every chunk that has no vector from this model yet (new pack chunks, new documents), batch by batch, and
 * answers how many this call embedded. Every instance calls it (at start, after indexing documents), but one embeds at
 * a time: the others find the lock taken and leave the work to the one holding it (three instances on one database
 * used to send every text three times). That one looks again after letting go, since an instance that stepped aside
 * while it was finishing may have written chunks after its last look.
 */
export async function embedPendingChunks(database: TDatabaseHandle, client: TEmbeddingsClient): Promise<number> {
  let done = 0;
  while (await hasPending(database.db, client.model)) {
    const run = await database.tryExclusive(BACKFILL_LOCK, () => embedAllPending(database.db, client));
    if (!run.ran) break;
    done += run.value;
  }
  return done;
}

async function hasPending(db: TDatabase, model: string) {
  const [row] = await db.select({ id: knowledgeChunks.id }).from(knowledgeChunks).where(pendingFor(model)).limit(1);
  return row !== undefined;
}

/** Only under BACKFILL_LOCK: two of these at once would embed the same batch twice. */
async function embedAllPending(db: TDatabase, client: TEmbeddingsClient): Promise<number> {
  let done = 0;
  const pending = pendingFor(client.model);
  for (;;) {
    const batch = await db
      .select({ id: knowledgeChunks.id, heading: knowledgeChunks.heading, body: knowledgeChunks.body })
      .from(knowledgeChunks)
      .where(pending)
      .limit(EMBED_BATCH);
    if (batch.length === 0) return done;
    const vectors = await client.embed(batch.map((chunk) => `${chunk.heading}\n\n${chunk.body}`));
    for (const [i, chunk] of batch.entries()) {
      await db
        .update(knowledgeChunks)
        .set({ embedding: vectors[i], embeddingModel: client.model })
        .where(and(eq(knowledgeChunks.id, chunk.id), pending));
    }
    done += batch.length;
  }
}

interface TVectorEntry {
  id: string;
  source: string;
  sourceId: string | null;
  /** The lesson section the chunk belongs to or cites (sectionRefOf), for the section exclusions. */
  section: string | null;
  jurisdictions: string[];
  vector: Float32Array;
}

interface TVectorSet {
  model: string;
  signature: string;
  entries: TVectorEntry[];
}

const vectorSets = new WeakMap<TDatabase, TVectorSet>();

function normalized(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  const length = Math.hypot(...vector) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / length;
  return vector;
}

/** The chunks' vectors, read again only when the set of embedded chunks changed (count and newest row). */
async function vectorsOf(db: TDatabase, model: string): Promise<TVectorEntry[]> {
  const [stamp] = await db
    .select({
      count: sql<number>`count(*)::int`,
      newest: sql<string>`coalesce(max(${knowledgeChunks.createdAt})::text, '')`,
    })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.embeddingModel, model));
  const signature = `${stamp?.count}:${stamp?.newest}`;
  const cached = vectorSets.get(db);
  if (cached && cached.model === model && cached.signature === signature) return cached.entries;
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      source: knowledgeChunks.source,
      sourceId: knowledgeChunks.sourceId,
      sectionId: knowledgeChunks.sectionId,
      jurisdictions: knowledgeChunks.jurisdictions,
      embedding: knowledgeChunks.embedding,
    })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.embeddingModel, model));
  const entries = rows.map(({ embedding, sectionId, ...row }) => ({
    ...row,
    section: sectionRefOf(row.source, row.sourceId, sectionId),
    vector: normalized(embedding ?? []),
  }));
  vectorSets.set(db, { model, signature, entries });
  return entries;
}

/**
 * The chunks nearest the question that the caller may see, best first. A failing endpoint leaves the search
 * lexical (null), it never fails it.
 */
export async function rankByVectors(
  db: TDatabase,
  client: TEmbeddingsClient,
  input: TRetrievalRequest,
  depth: number,
): Promise<{ ids: string[]; topSimilarity: number } | null> {
  const question = input.query
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 2_000);
  if (!question) return null;
  let query: Float32Array;
  try {
    query = normalized((await client.embed([question]))[0] ?? []);
  } catch {
    return null;
  }
  const allowed = new Set(input.jurisdictions);
  const sources = input.sources ? new Set<string>(input.sources) : null;
  const excluded = new Set(input.excludeQuestionIds ?? []);
  const excludedSections = new Set(input.excludeSections ?? []);
  const scored: { id: string; similarity: number }[] = [];
  for (const entry of await vectorsOf(db, client.model)) {
    if (!entry.jurisdictions.some((j) => allowed.has(j))) continue;
    if (sources && !sources.has(entry.source)) continue;
    if (entry.source === 'question' && entry.sourceId && excluded.has(entry.sourceId)) continue;
    if (entry.section !== null && excludedSections.has(entry.section)) continue;
    if (entry.vector.length !== query.length) continue;
    let dot = 0;
    for (let i = 0; i < query.length; i++) dot += (query[i] as number) * (entry.vector[i] as number);
    scored.push({ id: entry.id, similarity: dot });
  }
  scored.sort((a, b) => b.similarity - a.similarity);
  return { ids: scored.slice(0, depth).map((entry) => entry.id), topSimilarity: scored[0]?.similarity ?? 0 };
}
