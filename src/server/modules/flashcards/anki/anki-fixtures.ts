import { strToU8, zipSync } from 'fflate';
import { loadSqlite } from './anki-sqlite';

// Test fixtures: Anki collections written the way Anki lays them out (schema 11 with its JSON columns, or schema 18
// with notetype tables and a zstd-compressed copy), so the reader is tested against the format, not itself.

export interface TFixtureNote {
  guid: string;
  /** 'basic' | 'reversed' (two cards) | 'cloze' | 'single' (one field). */
  kind: 'basic' | 'reversed' | 'cloze' | 'single';
  fields: string[];
  tags?: string;
  card?: Partial<
    Record<'type' | 'queue' | 'due' | 'ivl' | 'factor' | 'reps' | 'lapses' | 'left' | 'odue' | 'odid', number>
  >;
}

export const fixtureNotetypes = { basic: 1001, reversed: 1002, cloze: 1003, single: 1004 } as const;
const fieldNames = {
  basic: ['Front', 'Back'],
  reversed: ['Front', 'Back'],
  cloze: ['Text', 'Back Extra'],
  single: ['Text'],
};

const tables = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);`;

const schema18Tables = `
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL,
  PRIMARY KEY (ntid, ord));`;

function legacyModels() {
  const model = (kind: keyof typeof fixtureNotetypes) => ({
    id: fixtureNotetypes[kind],
    name: kind,
    type: kind === 'cloze' ? 1 : 0,
    flds: fieldNames[kind].map((name, ord) => ({ name, ord })),
    tmpls: [{ name: 'Card 1', ord: 0, qfmt: '{{Front}}' }],
  });
  return JSON.stringify(
    Object.fromEntries(Object.keys(fixtureNotetypes).map((k) => [fixtureNotetypes[k as 'basic'], model(k as 'basic')])),
  );
}

export async function fixtureCollection(notes: TFixtureNote[], options: { crt: number; schema18?: boolean }) {
  const SQL = await loadSqlite();
  const db = new SQL.Database();
  db.run(tables);
  db.run('INSERT INTO col VALUES (1, ?, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
    options.crt,
    options.schema18 ? 18 : 11,
    '{}',
    options.schema18 ? '' : legacyModels(),
    '{}',
    '{}',
    '{}',
  ]);
  if (options.schema18) {
    db.run(schema18Tables);
    for (const [kind, id] of Object.entries(fixtureNotetypes)) {
      // NotetypeConfig: field 1 (kind) is 1 for cloze; proto3 leaves a 0 out. Field 3 (css) follows.
      const config = kind === 'cloze' ? [0x08, 0x01, 0x1a, 0x01, 0x61] : [0x1a, 0x01, 0x61];
      db.run('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)', [id, kind, new Uint8Array(config)]);
      fieldNames[kind as 'basic'].forEach((name, ord) => {
        db.run('INSERT INTO fields VALUES (?, ?, ?, ?)', [id, ord, name, new Uint8Array()]);
      });
    }
  }
  notes.forEach((note, index) => {
    const id = 1_600_000_000_000 + index;
    db.run('INSERT INTO notes VALUES (?, ?, ?, 0, 0, ?, ?, ?, 0, 0, ?)', [
      id,
      note.guid,
      fixtureNotetypes[note.kind],
      note.tags ?? '',
      note.fields.join('\x1f'),
      note.fields[0] ?? '',
      '',
    ]);
    const ords = note.kind === 'reversed' ? [1, 0] : [0]; // written out of order on purpose
    for (const ord of ords) {
      const c = { type: 0, queue: 0, due: index + 1, ivl: 0, factor: 0, reps: 0, lapses: 0, left: 0, odue: 0, odid: 0 };
      const values =
        ord === 0 ? { ...c, ...note.card } : { ...c, type: 2, queue: 2, due: 9999, ivl: 999, factor: 9999 };
      db.run('INSERT INTO cards VALUES (?, ?, 1, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)', [
        id * 10 + ord,
        id,
        ord,
        values.type,
        values.queue,
        values.due,
        values.ivl,
        values.factor,
        values.reps,
        values.lapses,
        values.left,
        values.odue,
        values.odid,
        '',
      ]);
    }
  });
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A zstd frame of raw blocks (RFC 8878 §3.1.1): valid zstd that any decoder reads, without a compressor. */
export function zstdRawFrame(data: Uint8Array) {
  // Magic number; frame header descriptor 0 (a window descriptor follows); window 2 MiB.
  const parts: Uint8Array[] = [new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58])];
  const blockSize = 128 * 1024;
  for (let at = 0; ; at += blockSize) {
    const chunk = data.subarray(at, at + blockSize);
    const last = at + blockSize >= data.length ? 1 : 0;
    const header = (chunk.length << 3) | last; // block type 0 = raw
    parts.push(new Uint8Array([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), chunk);
    if (last) break;
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zstd frame of RLE blocks that expands one byte to `blocks` x 128 KiB: a decompression bomb. */
export function zstdBomb(blocks: number) {
  const parts: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x70]; // 16 MiB window
  for (let i = 0; i < blocks; i++) {
    const header = ((128 * 1024) << 3) | (1 << 1) | (i === blocks - 1 ? 1 : 0); // block type 1 = RLE
    parts.push(header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0);
  }
  return new Uint8Array(parts);
}

/** A package as Anki writes one: numbered media entries and a `media` map beside the collection. */
export function fixturePackage(entries: Record<string, Uint8Array>, mediaFiles = 0) {
  const media: Record<string, string> = {};
  const files: Record<string, Uint8Array> = { ...entries };
  for (let i = 0; i < mediaFiles; i++) {
    media[String(i)] = `image-${i}.jpg`;
    files[String(i)] = strToU8(`not really a jpeg ${i}`);
  }
  files.media = strToU8(JSON.stringify(media));
  return zipSync(files);
}
