import { strToU8, zipSync } from 'fflate';
import type { TUserFlashcardRow } from '../../../db/schema';
import {
  configJson,
  deckConfigJson,
  decksJson,
  exportDeckId,
  exportNotetypeId,
  modelsJson,
} from './anki-collection-json';
import { textToHtml } from './anki-html';
import { fieldChecksum, fieldSeparator, guidForCard, stripHtml } from './anki-ids';
import { packageDayZero, scheduleToAnki } from './anki-schedule';
import { loadSqlite } from './anki-sqlite';
import { tagToAnki } from './anki-tags';

// An .apkg in the legacy layout every Anki version imports: a zip with `collection.anki2` (SQLite, schema 11) and
// an empty `media` map, no `meta` entry (which Anki reads as the oldest package version).

const schema11 = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

/** Anki keeps a note's tags space-separated with a space at each end. */
const tagsColumn = (tags: string[]) => (tags.length ? ` ${tags.map(tagToAnki).join(' ')} ` : '');

export async function writeAnkiPackage(cards: TUserFlashcardRow[], deckName: string, now: Date) {
  const SQL = await loadSqlite();
  const db = new SQL.Database();
  try {
    db.run(schema11);
    const nowMs = now.getTime();
    const mtime = Math.floor(nowMs / 1000);
    const crt = packageDayZero(
      cards.flatMap((card) => [card.createdAt, card.dueAt]),
      now,
    );
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      nowMs,
      nowMs,
      configJson(cards.length + 1),
      modelsJson(mtime),
      decksJson(deckName, mtime),
      deckConfigJson(mtime),
      '{}',
    ]);
    const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)');
    db.run('BEGIN');
    cards.forEach((card, index) => {
      // Ids are millisecond timestamps in Anki; consecutive ones keep them unique and in the deck's order.
      const id = nowMs - cards.length + index;
      const front = textToHtml(card.front);
      const fields = [front, textToHtml(card.back)].join(fieldSeparator);
      insertNote.run([
        id,
        guidForCard(card),
        exportNotetypeId,
        mtime,
        tagsColumn(card.tags),
        fields,
        stripHtml(front),
        fieldChecksum(front),
        '',
      ]);
      const s = scheduleToAnki(card, crt, index + 1);
      insertCard.run([
        id,
        id,
        exportDeckId,
        mtime,
        s.type,
        s.queue,
        s.due,
        s.ivl,
        s.factor,
        s.reps,
        s.lapses,
        s.left,
        '',
      ]);
    });
    db.run('COMMIT');
    insertNote.free();
    insertCard.free();
    const collection = db.export();
    return zipSync({ 'collection.anki2': collection, media: strToU8('{}') }, { level: 6 });
  } finally {
    db.close();
  }
}
