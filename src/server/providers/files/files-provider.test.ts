import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { databaseFilesProvider, sha256Hex } from './files-provider';

describe('database files provider', () => {
  let handle: TDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('stores bytes exactly, hands back a Buffer and deletes them', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 0, 10]);
    const { id, sha256 } = await databaseFilesProvider.put(handle.db, { bytes, mimeType: 'application/octet-stream' });
    expect(sha256).toBe(sha256Hex(bytes));
    const stored = await databaseFilesProvider.get(handle.db, id);
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
    expect([...(stored?.bytes ?? [])]).toEqual([...bytes]);
    expect(stored?.size).toBe(7);
    await databaseFilesProvider.remove(handle.db, id);
    expect(await databaseFilesProvider.get(handle.db, id)).toBeNull();
  });
});
