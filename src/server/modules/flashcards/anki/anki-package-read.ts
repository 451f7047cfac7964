import type { Database } from 'sql.js';
import { backMaxChars, frontMaxChars, flashcardMessages as texts } from '../../../../shared/domain/flashcards';
import { badRequest, HttpError } from '../../../http-error';
import { importedFieldText } from './anki-html';
import { fieldSeparator } from './anki-ids';
import type { TAnkiCardRow } from './anki-schedule';
import { allRows, hasTable, loadSqlite } from './anki-sqlite';
import { tagFromAnki } from './anki-tags';
import { unzipEntries, unzstd } from './anki-zip';

// Reading an Anki deck package as Anki does (rslib/src/import_export/package/meta.rs): the `meta` entry, when there
// is one, names the collection (version 3: zstd-compressed `collection.anki21b` in schema 18; older: plain
// `collection.anki21` or `collection.anki2` in schema 11); without it the newest legacy file present is used.

export interface TPackageNote {
  guid: string;
  front: string;
  back: string;
  tags: string[];
  /** The note's first card (template 0), whose schedule comes along when the learner keeps Anki's progress. */
  card: TAnkiCardRow | null;
}

export interface TAnkiPackage {
  notes: TPackageNote[];
  /** Notes of note types that are not Basic-like (cloze, or fewer than two fields). */
  unsupported: number;
  /** Media files in the package; they are not imported. */
  mediaFiles: number;
  /** The collection's day zero, for review cards' due days. */
  crt: number;
}

/** The first varint of a protobuf field in a message (top level only): enough for Anki's meta and notetype kind. */
export function protobufVarint(bytes: Uint8Array, field: number): number | null {
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      if (at >= bytes.length) throw new Error('truncated');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < bytes.length) {
    const tag = varint();
    const wire = tag & 7;
    if (wire === 0) {
      const value = varint();
      if (tag >>> 3 === field) return value;
    } else if (wire === 1) at += 8;
    else if (wire === 2) at += varint();
    else if (wire === 5) at += 4;
    else throw new Error('unsupported wire type');
  }
  return null;
}

const collectionNames = ['collection.anki21b', 'collection.anki21', 'collection.anki2'];

function chooseCollection(files: Map<string, Uint8Array>, names: string[]) {
  const meta = files.get('meta');
  let version: number | null = null;
  if (meta) {
    try {
      version = protobufVarint(meta, 1);
    } catch {
      throw badRequest(texts.packageUnreadable);
    }
  }
  const name =
    version === 3
      ? 'collection.anki21b'
      : names.includes('collection.anki21') && version !== 1
        ? 'collection.anki21'
        : 'collection.anki2';
  const bytes = files.get(name);
  if (!bytes) throw badRequest(texts.packageNoCollection);
  return name === 'collection.anki21b' ? unzstd(bytes) : bytes;
}

/** Which note types this app can take: standard ones with at least a front and a back field. */
function basicNotetypes(db: Database): Set<number> {
  const ids = new Set<number>();
  if (hasTable(db, 'notetypes')) {
    const fieldCounts = new Map(
      allRows<{ ntid: number; n: number }>(db, 'SELECT ntid, COUNT(*) AS n FROM fields GROUP BY ntid').map((r) => [
        r.ntid,
        r.n,
      ]),
    );
    for (const row of allRows<{ id: number; config: Uint8Array }>(db, 'SELECT id, config FROM notetypes')) {
      const cloze = protobufVarint(row.config ?? new Uint8Array(), 1) === 1; // NotetypeConfig.kind
      if (!cloze && (fieldCounts.get(row.id) ?? 0) >= 2) ids.add(row.id);
    }
    return ids;
  }
  const [col] = allRows<{ models: string }>(db, 'SELECT models FROM col');
  const models = JSON.parse(col?.models ?? '{}') as Record<
    string,
    { id: number | string; type?: number; flds?: unknown[] }
  >;
  for (const [key, model] of Object.entries(models)) {
    if (model.type !== 1 && (model.flds?.length ?? 0) >= 2) ids.add(Number(model.id ?? key));
  }
  return ids;
}

/**
 * A text column of the collection as our columns can hold it: PostgreSQL text has no U+0000, and a NUL in a tag or a
 * note's guid failed the whole import with a 500 (the fields' HTML drops it too).
 */
const textOf = (value: unknown) => String(value).replaceAll('\u0000', '');

function readCollection(db: Database): Omit<TAnkiPackage, 'mediaFiles'> {
  const basic = basicNotetypes(db);
  const crt = Number(allRows<{ crt: number }>(db, 'SELECT crt FROM col')[0]?.crt ?? 0);
  const cards = new Map<number, TAnkiCardRow>();
  const cardRows = allRows<TAnkiCardRow & { nid: number }>(
    db,
    'SELECT nid, type, queue, due, ivl, factor, reps, lapses, left, odue, odid FROM cards ORDER BY nid, ord DESC',
  );
  for (const { nid, ...card } of cardRows) cards.set(nid, card); // the last one written is template 0
  const notes: TPackageNote[] = [];
  let unsupported = 0;
  for (const note of allRows<{ id: number; guid: string; mid: number; tags: string; flds: string }>(
    db,
    'SELECT id, guid, mid, tags, flds FROM notes ORDER BY id',
  )) {
    if (!basic.has(note.mid)) {
      unsupported++;
      continue;
    }
    const [front = '', back = ''] = textOf(note.flds).split(fieldSeparator);
    const tags = textOf(note.tags).split(/\s+/).filter(Boolean).map(tagFromAnki);
    notes.push({
      guid: textOf(note.guid),
      front: importedFieldText(front, frontMaxChars),
      back: importedFieldText(back, backMaxChars),
      tags,
      card: cards.get(note.id) ?? null,
    });
  }
  return { notes, unsupported, crt };
}

/**
 * An uploaded collection is data, not code: it is read only if it holds plain tables. A view named `notes`, a trigger,
 * a virtual table or a generated column would make the fixed queries below run the uploader's SQL (a recursive view
 * never returns), so a package with any of them is refused before anything but the schema is read.
 */
function isPlainData(db: Database): boolean {
  const objects = allRows<{ type: string; name: string; sql: string | null }>(
    db,
    'SELECT type, name, sql FROM sqlite_master',
  );
  return objects.every(({ type, name, sql }) => {
    if (type === 'index') return true;
    if (type !== 'table' || /^\s*create\s+virtual\b/i.test(sql ?? '')) return false;
    // table_xinfo's hidden column: 2 and 3 are generated columns, computed from an expression when read or written.
    const columns = allRows<{ hidden: number }>(db, `PRAGMA table_xinfo('${name.replace(/'/g, "''")}')`);
    return columns.every((column) => column.hidden !== 2 && column.hidden !== 3);
  });
}

/** Reads an uploaded .apkg; every way it can be wrong is a 400 with a message the learner can act on. */
export async function readAnkiPackage(bytes: Uint8Array): Promise<TAnkiPackage> {
  const { files, names } = unzipEntries(bytes, (name) => name === 'meta' || collectionNames.includes(name));
  if (!names.some((name) => collectionNames.includes(name))) throw badRequest(texts.packageNoCollection);
  const collection = chooseCollection(files, names);
  const SQL = await loadSqlite();
  let db: Database | null = null;
  try {
    db = new SQL.Database(collection);
    if (!isPlainData(db)) throw badRequest(texts.packageNotPlainData);
    const read = readCollection(db);
    return { ...read, mediaFiles: names.filter((name) => /^\d+$/.test(name)).length };
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest(texts.packageUnreadable);
  } finally {
    db?.close();
  }
}
