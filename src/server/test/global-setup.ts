import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { connectPostgres, wrapPglite } from '../db/client';
import { TEMPLATE_DATABASE, withDatabase } from './database-names';

/**
 * Migrates one database for the whole run (Epic Stack's base-database pattern): with TEST_DATABASE_URL a
 * PostgreSQL template that each test file copies, otherwise a PGlite data-dir dump that each test file loads.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    const template = connectPostgres(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
    await template.migrate();
    await template.close();
    project.provide('testDatabase', { engine: 'postgres', location: adminUrl });
    return async () => {
      await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-base-'));
  const client = new PGlite();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(dir, 'base.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { engine: 'pglite', location: dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { engine: 'pglite' | 'postgres'; location: string };
  }
}
