import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { connectPostgres, type TDatabaseHandle } from '../../db/client';
import { TEMPLATE_DATABASE, withDatabase } from '../../test/database-names';
import { cookieFor, createUser } from '../../test/factories';
import {
  config,
  connectTimeoutSeconds,
  expectFrozenAnswer,
  expectUnavailable,
  HANG_MS,
  timed,
  within,
} from '../../test/outage-helpers';
import { startTcpProxy, type TTcpProxy } from '../../test/tcp-proxy';

// PostgreSQL stopped, frozen or cut off, and back (issue 25, L17); the embedded database's outages are in outage.test.ts.
const testDatabase = inject('testDatabase');

describe.skipIf(testDatabase.engine !== 'postgres')('PostgreSQL going away and coming back (skipped on PGlite)', () => {
  const name = `app_outage_${randomBytes(6).toString('hex')}`;
  let admin: postgres.Sql;
  let proxy: TTcpProxy;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    admin = postgres(testDatabase.location, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const target = new URL(testDatabase.location);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const viaProxy = new URL(withDatabase(testDatabase.location, name));
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = connectPostgres(viaProxy.toString(), 3, { connectTimeoutSeconds });
    app = await buildApp({ config, database, logger: false });
    cookie = await cookieFor(database.db, await createUser(database.db));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  const requests = {
    health: () => app.inject({ method: 'GET', url: '/_api/health' }),
    'public read': () => app.inject({ method: 'GET', url: '/_api/site-config' }),
    'signed-in read': () => app.inject({ method: 'GET', url: '/_api/billing/purchase', headers: { cookie } }),
    login: () =>
      app.inject({
        method: 'POST',
        url: '/_api/auth/login_with_password',
        payload: { email: 'nobody@example.test', password: 'whatever-it-is' },
      }),
  };

  async function expectAllUnavailable(situation: string) {
    for (const [what, request] of Object.entries(requests)) {
      const { response, ms } = await timed(request);
      expectUnavailable(response, ms, `${what} while ${situation}`);
    }
    expect((await requests.health()).json()).toMatchObject({ status: 'unavailable', database: 'down' });
  }

  async function expectRecovery() {
    // The health check pings on a connection of its own, so its 200 does not say the pool has reconnected: wait for a
    // read through the pool too. (A pool connection whose backend was terminated also fails its first query after
    // reconnecting, with the old 57P01: postgres-js keeps that error across the reconnect, as in
    // porsager/postgres#1223.)
    const deadline = Date.now() + 5000;
    let health = await requests.health();
    let read = await requests['public read']();
    while ((health.statusCode !== 200 || read.statusCode !== 200) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await requests.health();
      read = await requests['public read']();
    }
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(read.statusCode).toBe(200);
    expect((await requests['signed-in read']()).statusCode).toBe(200);
    expect((await requests.login()).statusCode).toBe(401);
  }

  it('answers normally while the database is there', async () => {
    await expectRecovery();
  });

  it('answers 503 with Retry-After within seconds when connections are cut and refused, then recovers', async () => {
    await proxy.setMode('refuse');
    await expectAllUnavailable('connections are refused');
    await proxy.setMode('forward');
    await expectRecovery();
  });

  it('maps PostgreSQL refusing a connection slot (too_many_connections) to 503', async () => {
    const role = `app_outage_full_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create role ${role} login connection limit 0`);
    const url = new URL(withDatabase(testDatabase.location, name));
    url.username = role;
    const full = connectPostgres(url.toString(), 1, { connectTimeoutSeconds });
    const fullApp = await buildApp({ config, database: full, logger: false });
    try {
      const { response, ms } = await timed(() => fullApp.inject({ method: 'GET', url: '/_api/site-config' }));
      expectUnavailable(response, ms, 'no connection slot');
    } finally {
      await fullApp.close();
      await full.close();
      await admin.unsafe(`drop role ${role}`);
    }
  });

  it('maps a query whose backend an administrator terminates (pg_terminate_backend) to 503, then recovers', async () => {
    const slowApp = await buildApp({ config, database, logger: false });
    slowApp.get('/test/slow', async () => database.db.execute(sql`select pg_sleep(5), 'slow-query-marker'`));
    await slowApp.ready();
    try {
      const pending = timed(() => slowApp.inject({ method: 'GET', url: '/test/slow' }));
      const deadline = Date.now() + 3000;
      let terminated = 0;
      while (terminated === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await admin.unsafe(
          `select pg_terminate_backend(pid) from pg_stat_activity where query like '%slow-query-marker%' and pid <> pg_backend_pid()`,
        );
        terminated = rows.length;
      }
      const { response, ms } = await pending;
      expectUnavailable(response, ms, 'terminated by an administrator');
    } finally {
      await slowApp.close();
    }
    await expectRecovery();
  });

  it('gives up on a connection that never answers after the connect timeout, then recovers', async () => {
    await proxy.setMode('hang');
    proxy.cutConnections();
    await expectAllUnavailable('the server does not answer');
    await proxy.setMode('forward');
    proxy.cutConnections();
    await expectRecovery();
  });

  it('health answers 503 within seconds while the server is frozen (SIGSTOP: open connections go silent), then ok', async () => {
    // The health check's own connection open and idle first, so its query meets the silence; the second check finds
    // it dropped and waits on a new connection that the frozen server accepts but does not answer.
    await expectRecovery();
    await proxy.setMode('freeze');
    try {
      expectFrozenAnswer(await within(HANG_MS, timed(requests.health)), 'first check while frozen');
      expectFrozenAnswer(await within(HANG_MS, timed(requests.health)), 'second check while frozen');
    } finally {
      await proxy.setMode('forward');
    }
    await expectRecovery();
  });

  it('health gives up on its connection when it goes silent for good (a partition) and answers through a new one', async () => {
    await expectRecovery();
    // Every open connection goes silent, the health check's own included; the server itself still answers.
    proxy.stallOpenConnections();
    try {
      expectFrozenAnswer(await within(HANG_MS, timed(requests.health)), 'its connection silent');
      // The silent connection was dropped: the next check opens a new one and is answered at once.
      const { response, ms } = await timed(requests.health);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
      expect(ms).toBeLessThan(1000);
    } finally {
      // The pool's connections are silent too, and nothing here gives up on them: cut them, as keepalive would.
      proxy.cutConnections();
    }
    await expectRecovery();
  });
});
