import { isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { userDataParts } from './user-data-parts';

const tables = (Object.values(schema) as unknown[]).filter((value) => isTable(value)) as PgTable[];
const usersTable = schema.users as unknown as PgTable;
const referencesUsers = (table: PgTable) =>
  getTableConfig(table).foreignKeys.filter((fk) => fk.reference().foreignTable === usersTable);

describe('every table that holds user data is exported and erased with the account', () => {
  const holdingUserData = tables.filter((table) => table === usersTable || referencesUsers(table).length > 0);

  it('finds the tables that hold user data', () => {
    expect(holdingUserData.map((t) => getTableConfig(t).name)).toContain('users');
    expect(holdingUserData.length).toBeGreaterThan(1);
  });

  for (const table of holdingUserData) {
    const name = getTableConfig(table).name;
    it(`${name} is covered by a user-data part`, () => {
      const part = userDataParts.find((p) => p.table === table);
      expect(part, `${name} holds user data but no part in user-data-parts.ts covers it`).toBeDefined();
      expect(part!.exportAs !== null || Boolean(part!.notExportedBecause), `${name}: export it or say why not`).toBe(
        true,
      );
      const cascades = referencesUsers(table).every((fk) => fk.onDelete === 'cascade');
      expect(table === usersTable || cascades || Boolean(part!.erase), `${name} would outlive the account`).toBe(true);
    });
  }
});
