import { customType } from 'drizzle-orm/pg-core';

/**
 * Binary content. postgres-js hands back a Buffer and PGlite a Uint8Array; services always see a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full-text search vector; only ever written by a generated column, read through SQL functions. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
