import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { serverMessages } from '../../../shared/domain/messages';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { connectPostgres, type TDatabaseHandle, wrapPglite } from '../../db/client';
import { TEMPLATE_DATABASE, withDatabase } from '../../test/database-names';
import { cookieFor, createUser } from '../../test/factories';
import { startTcpProxy, type TTcpProxy } from '../../test/tcp-proxy';

const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/none' });
// Short enough for a test to wait through; production uses the default in db/client.
const connectTimeoutSeconds = 1;

async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse, ms: number, what: string) {
  expect(response.statusCode, what).toBe(503);
  expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
  expect(response.json().error, what).toBe(serverMessages.serviceUnavailable);
  expect(ms, what).toBeLessThan(3000);
}

// A request to a database that does not answer would wait for as long as it does not; the tests wait this long for an
// answer before calling it a hang, far longer than the 5 s they then require.
const HANG_MS = 10_000;
const FROZEN_ANSWER_MS = 5_000;

/** The response, or 'no answer' if none came within `ms`. */
async function within<T>(ms: number, pending: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([pending, hang]);
  } finally {
    clearTimeout(timer);
  }
}

function expectFrozenAnswer(answer: Awaited<ReturnType<typeof timed>> | 'no answer', what: string) {
  expect(answer, `${what}: health gave no answer within ${HANG_MS} ms`).not.toBe('no answer');
  if (answer === 'no answer') return;
  expect(answer.response.statusCode, what).toBe(503);
  expect(Number(answer.response.headers['retry-after']), what).toBeGreaterThan(0);
  expect(answer.response.json(), what).toEqual({
    error: serverMessages.serviceUnavailable,
    status: 'unavailable',
    database: 'down',
  });
  expect(answer.ms, what).toBeLessThan(FROZEN_ANSWER_MS);
}

/** PostgreSQL's error code, whether the driver's error arrives bare or wrapped by Drizzle (as `cause`). */

/** A loopback port nothing listens on. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('a database that cannot be reached at all', () => {
  it('gives 503 with Retry-After at once, and health says the database is down', async () => {
    const database = connectPostgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, 2, {
      connectTimeoutSeconds,
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      // Many rounds: postgres-js's default reconnect backoff grows with every failure, up to 20 s a request.
      for (let round = 0; round < 8; round++) {
        const page = await timed(() => app.inject({ method: 'GET', url: '/_api/site-config' }));
        expectUnavailable(page.response, page.ms, `site-config, round ${round}`);
        const health = await timed(() => app.inject({ method: 'GET', url: '/_api/health' }));
        expectUnavailable(health.response, health.ms, `health, round ${round}`);
        expect(health.response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the web page while the database cannot be reached', () => {
  it('still opens, with the default brand, so the app can show the outage itself', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'outage-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    const database = connectPostgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, 2, {
      connectTimeoutSeconds,
    });
    const app = await buildApp({ config: { ...config, WEB_DIST_DIR: webDir }, database, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${defaultPlatformConfig.brandName}</title>`);
    } finally {
      await app.close();
      await database.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('an embedded database that does not answer', () => {
  it('health answers 503 within seconds while PGlite is held by other work, then ok again', async () => {
    // PGlite is one connection: while a transaction holds it, every other query waits, as on a frozen server.
    const client = new PGlite();
    const database = wrapPglite(client);
    const app = await buildApp({ config, database, logger: false });
    // Started before the clock runs: PGlite's start-up keeps the event loop busy for seconds.
    await client.waitReady;
    await app.ready();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = client.transaction(() => held);
    try {
      expectFrozenAnswer(
        await within(
          HANG_MS,
          timed(() => app.inject({ method: 'GET', url: '/_api/health' })),
        ),
        'PGlite held',
      );
    } finally {
      release();
      await busy;
    }
    try {
      expect((await app.inject({ method: 'GET', url: '/_api/health' })).json()).toEqual({
        status: 'ok',
        database: 'up',
      });
    } finally {
      await app.close();
      await database.close();
    }
    // PGlite's start-up alone took 8 s on a loaded machine; the answer itself is timed above.
  }, 60_000);
});

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
