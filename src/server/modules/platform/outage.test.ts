import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { buildApp } from '../../app';
import { connectPostgres, wrapPglite } from '../../db/client';
import {
  config,
  connectTimeoutSeconds,
  expectFrozenAnswer,
  expectUnavailable,
  HANG_MS,
  timed,
  within,
} from '../../test/outage-helpers';

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
