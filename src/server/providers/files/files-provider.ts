import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { storedFileChunks, storedFiles } from '../../db/schema';

export interface TStoredFile {
  id: string;
  mimeType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * Where uploaded file contents live. `put` writes on the handle it is given, outside any transaction: a large file is
 * written in many short statements so other requests are served between them, and the caller then writes the row
 * that owns the file in its own transaction, removing the file if that fails. Deleting is done in the owner's
 * transaction: no row pointing at nothing. The embedded default keeps the bytes in the database, shared by every
 * instance; an object store can implement the same interface.
 */
export interface TFilesProvider {
  readonly name: string;
  put(db: TDatabase, file: { bytes: Uint8Array; mimeType: string }): Promise<{ id: string; sha256: string }>;
  get(db: TDatabase, id: string): Promise<TStoredFile | null>;
  remove(db: TDatabase, id: string): Promise<void>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** 32 KB: a statement PGlite runs in a few milliseconds on the request thread. */
export const storedFileChunkBytes = 32 * 1024;

export const databaseFilesProvider: TFilesProvider = {
  name: 'database',
  async put(db, { bytes, mimeType }) {
    const sha256 = sha256Hex(bytes);
    const [row] = await db
      .insert(storedFiles)
      .values({ mimeType, size: bytes.byteLength, sha256 })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('the stored file was not written');
    try {
      for (let offset = 0, position = 0; offset < bytes.byteLength; offset += storedFileChunkBytes, position++) {
        const piece = Buffer.from(
          bytes.buffer,
          bytes.byteOffset + offset,
          Math.min(storedFileChunkBytes, bytes.byteLength - offset),
        );
        // As base64 text decoded by the database: PGlite's own bytea parameter encoding is a slow loop in JavaScript.
        await db
          .insert(storedFileChunks)
          .values({ fileId: row.id, position, bytes: sql`decode(${piece.toString('base64')}, 'base64')` });
      }
    } catch (error) {
      await db
        .delete(storedFiles)
        .where(eq(storedFiles.id, row.id))
        .catch(() => undefined);
      throw error;
    }
    return { id: row.id, sha256 };
  },
  async get(db, id) {
    const [row] = await db
      .select({
        id: storedFiles.id,
        mimeType: storedFiles.mimeType,
        size: storedFiles.size,
        sha256: storedFiles.sha256,
        wholeFile: storedFiles.bytes,
      })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    if (!row) return null;
    const { wholeFile, ...file } = row;
    return { ...file, bytes: wholeFile ?? (await readChunks(db, id, row.size)) };
  },
  async remove(db, id) {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
  },
};

/** The file's chunks in order, one statement each, as base64 (cheap to parse on any engine). */
async function readChunks(db: TDatabase, fileId: string, size: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let read = 0;
  for (let position = 0; read < size; position++) {
    const [chunk] = await db
      .select({ data: sql<string>`encode(${storedFileChunks.bytes}, 'base64')` })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.position, position)));
    if (!chunk) throw new Error(`stored file ${fileId} is missing chunk ${position}`);
    const piece = Buffer.from(chunk.data, 'base64');
    pieces.push(piece);
    read += piece.byteLength;
  }
  return Buffer.concat(pieces, size);
}
