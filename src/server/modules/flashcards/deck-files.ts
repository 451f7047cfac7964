import { ankiDeckName, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import type { TUserFlashcardRow } from '../../db/schema';
import { badRequest } from '../../http-error';
import { guidForCard } from './anki/anki-ids';
import { writeAnkiPackage } from './anki/anki-package-write';
import { parseAnkiText, type TAnkiCard, writeAnkiText } from './anki/anki-text';
import { cardsToCsv, parseCsvCards } from './flashcard-files';

// The learner's deck as files, both ways. These run in a sandbox thread (server/sandbox): the text is the learner's
// upload, and an export of a large deck is too much work for the thread that answers requests.

export type TDeckTextFormat = 'csv' | 'anki';
export type TDeckFileFormat = TDeckTextFormat | 'apkg';

/** The cards of an uploaded CSV or Anki text file; a file that cannot be read is a 400 saying why. */
export function parseDeckFile({ format, content }: { format: TDeckTextFormat; content: string }): TAnkiCard[] {
  if (format === 'csv') return parseCsvCards(content);
  try {
    return parseAnkiText(content);
  } catch {
    throw badRequest(texts.ankiTextUnreadable);
  }
}

/** A card row read back from JSON (flashcard-transfer.service.ts sends rows as JSON batches): its times as Dates. */
const cardRowsFromJson = (batch: string): TUserFlashcardRow[] =>
  (JSON.parse(batch) as TUserFlashcardRow[]).map((row) => ({
    ...row,
    dueAt: new Date(row.dueAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));

/** The deck in the format asked for: CSV or Anki text as a string, an Anki package as bytes. */
export function buildDeckFile({
  format,
  batches,
  now,
}: {
  format: TDeckFileFormat;
  /** The learner's card rows in order, as JSON arrays. */
  batches: string[];
  now: Date;
}) {
  const rows = batches.flatMap(cardRowsFromJson);
  if (format === 'csv') return cardsToCsv(rows);
  if (format === 'apkg') return writeAnkiPackage(rows, ankiDeckName, now);
  return writeAnkiText(
    rows.map((row) => ({ ...row, guid: guidForCard(row) })),
    ankiDeckName,
  );
}
