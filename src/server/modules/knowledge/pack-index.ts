import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { contentState, glossaryTerms, knowledgeChunks, knowledgeIndexState, lessons, questions } from '../../db/schema';
import { lessonPassageBlocks } from '../course/lesson-plain-text';
import { splitPassages } from './passages';
import { forgetSearchCaches } from './search-caches';

/** The content pack's share of the index; documents (source 'document') are written by their own jobs. */
export const packSources = ['lesson', 'glossary', 'question'] as const;

/**
 * Glossary terms carry no jurisdiction in the pack (the glossary page shows every term to every learner), so their
 * chunks are federal: a learner of any state may be shown them.
 */
export const glossaryJurisdictions = ['federal'];

// Any fixed pair works; every instance must use the same so that one of them indexes while the others wait.
const INDEX_LOCK_SPACE = 727_013;
const PACK_INDEX_LOCK = 1;
const INSERT_BATCH = 300;

type TChunkInsert = typeof knowledgeChunks.$inferInsert;
type TQuestionRow = typeof questions.$inferSelect;

export const lessonHeading = (lessonTitle: string, sectionTitle: string) => `${lessonTitle} › ${sectionTitle}`;

/** The correct answer in words, so "what is the answer to X" finds the explanation that states it. */
function answerText(question: TQuestionRow): string {
  const { answer, details } = question;
  if (Array.isArray(answer)) return answer.join('; ');
  if (typeof answer === 'number') return `${answer}${typeof details.unit === 'string' ? ` ${details.unit}` : ''}`;
  return answer;
}

/** A lesson's text as passages: long sections are cut into a few hundred words each so a hit points near its fact. */
function textPassages(markdown: string) {
  return splitPassages(lessonPassageBlocks(markdown).map((text) => ({ text }))).map((passage) => passage.text);
}

async function packChunks(db: TDatabase, packVersion: string): Promise<TChunkInsert[]> {
  const [lessonRows, questionRows, termRows] = await Promise.all([
    db.select().from(lessons).where(isNull(lessons.retiredAt)),
    db.select().from(questions).where(isNull(questions.retiredAt)),
    db.select().from(glossaryTerms).where(isNull(glossaryTerms.retiredAt)),
  ]);
  const chunks: TChunkInsert[] = [];
  for (const lesson of lessonRows) {
    let position = 0;
    const common = { source: 'lesson' as const, sourceId: lesson.id, jurisdictions: lesson.jurisdictions, packVersion };
    for (const body of textPassages(lesson.intro)) {
      chunks.push({ ...common, sectionId: null, heading: lesson.title, body, position: position++ });
    }
    for (const section of lesson.sections) {
      for (const body of textPassages(section.body)) {
        const heading = lessonHeading(lesson.title, section.title);
        chunks.push({ ...common, sectionId: section.id, heading, body, position: position++ });
      }
    }
  }
  for (const term of termRows) chunks.push(glossaryChunk(term, packVersion));
  for (const question of questionRows) {
    chunks.push({
      source: 'question',
      sourceId: question.id,
      // The full "lesson-id#section-id" reference: a question chunk cites the section that teaches it.
      sectionId: question.section,
      heading: question.question,
      body: `${question.explanation}\n\nAnswer: ${answerText(question)}`,
      jurisdictions: question.jurisdictions,
      packVersion,
    });
  }
  return chunks;
}

function glossaryChunk(term: typeof glossaryTerms.$inferSelect, packVersion: string | null): TChunkInsert {
  return {
    source: 'glossary',
    sourceId: term.id,
    heading: term.term,
    body: term.definition,
    jurisdictions: glossaryJurisdictions,
    packVersion,
  };
}

async function insertChunks(db: TDatabase, chunks: TChunkInsert[]) {
  for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
    await db.insert(knowledgeChunks).values(chunks.slice(i, i + INSERT_BATCH));
  }
}

/**
 * How lessons are cut into chunks; raise it when that changes, so an index built the old way from the same pack
 * version is rebuilt at the next start (2: tables and lists keep their shape, issue 26).
 */
const chunkFormat = 2;
/** What the index state records as indexed: the pack version and the chunk format it was cut with. */
export const indexedAs = (packVersion: string) => `${packVersion} (chunks ${chunkFormat})`;

export type TPackIndexOutcome = { outcome: 'indexed'; chunkCount: number } | { outcome: 'unchanged' | 'no-pack' };

/**
 * Puts the loaded content pack into the search index when the index holds another version (or nothing): the pack's
 * chunks are replaced in one transaction, so searches see the old index or the new one, never half of each. The
 * chunks are built before the transaction; an advisory lock inside it lets one instance index while the others
 * wait, and those then find the version already indexed and leave it.
 */
export async function indexContentPack(db: TDatabase): Promise<TPackIndexOutcome> {
  const [content] = await db.select().from(contentState).where(eq(contentState.id, 1));
  if (!content) return { outcome: 'no-pack' };
  if (await isIndexed(db, content.version)) return { outcome: 'unchanged' };

  const chunks = await packChunks(db, content.version);
  const indexed = await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_SPACE}, ${PACK_INDEX_LOCK})`);
    if (await isIndexed(tx, content.version)) return false;
    await tx.delete(knowledgeChunks).where(inArray(knowledgeChunks.source, [...packSources]));
    await insertChunks(tx, chunks);
    const state = { packVersion: indexedAs(content.version), chunkCount: chunks.length, indexedAt: new Date() };
    await tx
      .insert(knowledgeIndexState)
      .values({ id: 1, ...state })
      .onConflictDoUpdate({ target: knowledgeIndexState.id, set: state });
    return true;
  });
  if (!indexed) return { outcome: 'unchanged' };
  forgetSearchCaches(db);
  return { outcome: 'indexed', chunkCount: chunks.length };
}

async function isIndexed(db: TDatabase, version: string) {
  const [state] = await db.select().from(knowledgeIndexState).where(eq(knowledgeIndexState.id, 1));
  return state?.packVersion === indexedAs(version) && state.chunkCount > 0;
}

/**
 * An admin's glossary edit reaches the index at once: one term's chunk is replaced (cheap, unlike a pack rebuild).
 * A retired or deleted term leaves the index.
 */
export async function indexGlossaryTerm(db: TDatabase, termId: string) {
  const [term] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.id, termId));
  await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    await tx
      .delete(knowledgeChunks)
      .where(and(eq(knowledgeChunks.source, 'glossary'), eq(knowledgeChunks.sourceId, termId)));
    if (term && !term.retiredAt) await tx.insert(knowledgeChunks).values(glossaryChunk(term, null));
  });
  forgetSearchCaches(db);
}
