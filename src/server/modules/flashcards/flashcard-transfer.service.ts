import { asc, eq } from 'drizzle-orm';
import { ZBack, ZFront, ZTags } from '../../../shared/contract/flashcards';
import { ankiDeckName, importMaxCards, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import type { TDatabase } from '../../db/client';
import { type TUserFlashcardRow, userFlashcards } from '../../db/schema';
import { badRequest } from '../../http-error';
import { ankiSourceType, guidForCard } from './anki/anki-ids';
import { readAnkiPackage } from './anki/anki-package-read';
import { writeAnkiPackage } from './anki/anki-package-write';
import { scheduleFromAnki } from './anki/anki-schedule';
import { parseAnkiText, writeAnkiText } from './anki/anki-text';
import { cardsToCsv, parseCsvCards } from './flashcard-files';

// Import and export of the learner's deck: CSV, Anki text and Anki packages. Every import is one transaction.

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

export async function importDeck(db: TDatabase, userId: number, input: { format: 'csv' | 'anki'; content: string }) {
  if (input.format === 'csv') return insertCards(db, userId, parseCsvCards(input.content));
  let cards: TIncoming[];
  try {
    cards = parseAnkiText(input.content);
  } catch {
    throw badRequest(texts.ankiTextUnreadable);
  }
  return insertCards(db, userId, cards);
}

export async function importAnkiPackage(
  db: TDatabase,
  userId: number,
  input: { bytes: Uint8Array; keepScheduling: boolean; now: Date },
) {
  const { now } = input;
  const read = await readAnkiPackage(input.bytes);
  const cards = read.notes.map((note) => ({
    ...note,
    schedule: input.keepScheduling && note.card ? scheduleFromAnki(note.card, read.crt, now) : undefined,
  }));
  const result = await insertCards(db, userId, cards);
  return { ...result, unsupported: read.unsupported, mediaSkipped: read.mediaFiles };
}

const ownCards = (db: TDatabase, userId: number): Promise<TUserFlashcardRow[]> =>
  db
    .select()
    .from(userFlashcards)
    .where(eq(userFlashcards.userId, userId))
    .orderBy(asc(userFlashcards.createdAt), asc(userFlashcards.id));

export async function exportDeck(db: TDatabase, userId: number, format: 'csv' | 'anki' | 'apkg', now: Date) {
  const rows = await ownCards(db, userId);
  if (format === 'csv') return cardsToCsv(rows);
  if (format === 'apkg') return writeAnkiPackage(rows, ankiDeckName, now);
  return writeAnkiText(
    rows.map((row) => ({ ...row, guid: guidForCard(row) })),
    ankiDeckName,
  );
}
