import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ZBack, ZFront, ZTags } from '../../../shared/contract/flashcards';
import { importMaxCards, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { inBatches, keysetTime } from '../../db/batches';
import type { TDatabase } from '../../db/client';
import { userFlashcards } from '../../db/schema';
import { badRequest } from '../../http-error';
import { runSandboxedForRequest } from '../../sandbox/sandbox';
import { ankiSourceType } from './anki/anki-ids';
import { scheduleFromAnki } from './anki/anki-schedule';
import { assertRoomForCards } from './deck-capacity';
import type { TDeckFileFormat, TDeckTextFormat } from './deck-files';

// Import and export of the learner's deck: CSV, Anki text and Anki packages. The files are read and written in a
// sandbox thread (server/sandbox); every import is then one transaction here.

type TNewCard = typeof userFlashcards.$inferInsert;
interface TIncoming {
  front: string;
  back: string;
  tags: string[];
  guid?: string | null;
  schedule?: Partial<TNewCard>;
}

/** What the app can hold: a front and a back within the limits a learner's own cards have, tags as cards keep them. */
function acceptable(userId: number, card: TIncoming): TNewCard | null {
  const front = ZFront.safeParse(card.front);
  const back = ZBack.safeParse(card.back);
  if (!front.success || !back.success) return null;
  const tags = ZTags.safeParse([...new Set(card.tags.filter((tag) => tag.length <= 80))].slice(0, 20));
  return {
    userId,
    front: front.data,
    back: back.data,
    tags: tags.success ? tags.data : [],
    // A card from Anki remembers its note, which also keeps the same note from being imported twice.
    sourceType: card.guid ? ankiSourceType : 'import',
    sourceId: card.guid ?? null,
    ...card.schedule,
  };
}

/** Inserts what is acceptable; the rest (empty, too long, already there) is counted as skipped. */
async function insertCards(db: TDatabase, userId: number, cards: TIncoming[]) {
  if (cards.length > importMaxCards) throw badRequest(texts.importTooMany);
  const rows = cards.flatMap((card) => acceptable(userId, card) ?? []);
  let imported = 0;
  await db.transaction(async (tx) => {
    await assertRoomForCards(tx as TDatabase, userId, rows.length);
    for (let i = 0; i < rows.length; i += 500) {
      const added = await tx
        .insert(userFlashcards)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: userFlashcards.id });
      imported += added.length;
    }
  });
  return { imported, skipped: cards.length - imported };
}

export async function importDeck(db: TDatabase, userId: number, input: { format: TDeckTextFormat; content: string }) {
  const cards = await runSandboxedForRequest('parseDeckFile', input, 'request');
  return insertCards(db, userId, cards);
}

export async function importAnkiPackage(
  db: TDatabase,
  userId: number,
  input: { bytes: Uint8Array; keepScheduling: boolean; now: Date },
) {
  const { now } = input;
  const read = await runSandboxedForRequest('readAnkiPackage', input.bytes, 'request');
  const cards = read.notes.map((note) => ({
    ...note,
    schedule: input.keepScheduling && note.card ? scheduleFromAnki(note.card, read.crt, now) : undefined,
  }));
  const result = await insertCards(db, userId, cards);
  return { ...result, unsupported: read.unsupported, mediaSkipped: read.mediaFiles };
}

/**
 * The learner's cards, oldest first, as JSON batches: each statement a short stop for PGlite (which runs on the
 * request thread), and strings cross to the sandbox thread as one copy where 20,000 objects took 250 ms.
 */
async function ownCardsAsJson(db: TDatabase, userId: number): Promise<string[]> {
  const batches: string[] = [];
  const page = (after: SQL | undefined, limit: number) =>
    db
      .select({ row: userFlashcards, at: keysetTime(userFlashcards.createdAt) })
      .from(userFlashcards)
      .where(and(eq(userFlashcards.userId, userId), after))
      .orderBy(asc(userFlashcards.createdAt), asc(userFlashcards.id))
      .limit(limit);
  for await (const rows of inBatches(userFlashcards.createdAt, userFlashcards.id, page)) {
    batches.push(JSON.stringify(rows));
  }
  return batches;
}

export async function exportDeck(db: TDatabase, userId: number, format: TDeckFileFormat, now: Date) {
  const batches = await ownCardsAsJson(db, userId);
  return runSandboxedForRequest('buildDeckFile', { format, batches, now }, 'export');
}
