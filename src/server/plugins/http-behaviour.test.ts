import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/domain/messages';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { setupTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { embedPublicConfig } from './spa';

const webDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDir, 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(webDir, 'app.js.br'), brotliCompressSync(readFileSync(path.join(webDir, 'app.js'))));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const ctx = setupTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'http://127.0.0.1:3000' });
const loginBody = { email: 'nobody@example.test', password: 'whatever' };

describe('HTTP behaviour shared by every route', () => {
  it('reports health while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/_api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database does not answer', async () => {
    const broken = { ...ctx.database, ping: async () => false };
    const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: webDir }), database: broken, logger: false });
    const response = await app.inject({ method: 'GET', url: '/_api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toHaveProperty('error');
    await app.close();
  });

  it('answers unknown /_api paths with a JSON 404 and client routes with the SPA', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/_api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: serverMessages.notFound });
    const page = await ctx.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('<title>Pesticide Prep Pro</title>');
    const embedded = page.body.match(/<script type="application\/json" id="public-config">(.*?)<\/script>/)?.[1];
    // With no model configured the tutor page says it answers from the material (issue 26).
    expect(JSON.parse(embedded!)).toMatchObject({ brandName: 'Pesticide Prep Pro', tutorOffline: true });
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/index-deadbeef.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends the brotli copy of a built file to browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({ method: 'GET', url: '/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('embeds the public config so that no brand text can break out of the page', () => {
    const html = embedPublicConfig('<html><head><title>x</title></head></html>', {
      brandName: 'A&B </script><script>alert(1)</script>',
      homePageCopy: 'Copy',
      testPayments: false,
      registrationOpen: true,
      tutorOffline: true,
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<title>A&#38;B &#60;/script&#62;');
  });

  it('sends security headers: a CSP without inline scripts, nosniff, no framing, a referrer policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses cross-site state changes by Origin and by Sec-Fetch-Site', async () => {
    const byOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { origin: 'https://evil.example' },
      payload: loginBody,
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ error: serverMessages.crossSite });
    const byFetchSite = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: loginBody,
    });
    expect(byFetchSite.statusCode).toBe(403);
    const sameOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      payload: loginBody,
    });
    expect(sameOrigin.statusCode).toBe(401);
  });

  it('refuses bodies that are not JSON, and broken JSON, with a 4xx and an error text', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c&password=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: serverMessages.jsonRequired });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(loginBody),
    });
    expect(text.statusCode).toBe(415);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('answers wrong-typed input with a 400 that names the field, never a 500', async () => {
    const cases: unknown[] = [[], 'text', 42, null, { email: ['a'], password: { x: 1 } }];
    for (const payload of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/_api/auth/register_with_password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('marks signed-in API answers no-store', async () => {
    const user = await createUser(ctx.database.db);
    const { cookieFor } = await import('../test/factories');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/_api/billing/purchase',
      headers: { cookie: await cookieFor(ctx.database.db, user) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
