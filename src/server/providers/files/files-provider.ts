import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { storedFiles } from '../../db/schema';

export interface TStoredFile {
  id: string;
  mimeType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * Where uploaded file contents live. Calls take the caller's database handle so a file is written and deleted in
 * the same transaction as the row that owns it: no orphan bytes, no row pointing at nothing. The embedded default
 * keeps the bytes in the database, shared by every instance; an object store can implement the same interface.
 */
export interface TFilesProvider {
  readonly name: string;
  put(db: TDatabase, file: { bytes: Uint8Array; mimeType: string }): Promise<{ id: string; sha256: string }>;
  get(db: TDatabase, id: string): Promise<TStoredFile | null>;
  remove(db: TDatabase, id: string): Promise<void>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const databaseFilesProvider: TFilesProvider = {
  name: 'database',
  async put(db, { bytes, mimeType }) {
    const sha256 = sha256Hex(bytes);
    const [row] = await db
      .insert(storedFiles)
      .values({ mimeType, size: bytes.byteLength, sha256, bytes: Buffer.from(bytes) })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('the stored file was not written');
    return { id: row.id, sha256 };
  },
  async get(db, id) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row ? { id: row.id, mimeType: row.mimeType, size: row.size, sha256: row.sha256, bytes: row.bytes } : null;
  },
  async remove(db, id) {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
  },
};
