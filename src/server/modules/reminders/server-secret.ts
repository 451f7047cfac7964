import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const cache = new WeakMap<TDatabase, Map<string, Promise<Buffer>>>();

/**
 * A random 32-byte secret the server makes on first use and keeps in the database, so every instance on the same
 * PostgreSQL signs and checks with the same key and no deployment has to configure one (decision 022).
 * The first instance to insert wins; the others read its value.
 */
export function serverSecret(db: TDatabase, name: string): Promise<Buffer> {
  const forDb = cache.get(db) ?? new Map<string, Promise<Buffer>>();
  cache.set(db, forDb);
  let secret = forDb.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    forDb.set(name, secret);
    // A failed read (database away) must not be remembered.
    secret.catch(() => forDb.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: TDatabase, name: string) {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}
