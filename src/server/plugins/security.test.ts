import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/domain/messages';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { readBody, setupTestApp } from '../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../test/factories';

const ctx = setupTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });
let secureApp: FastifyInstance;
beforeAll(async () => {
  const config = readConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: 'dist/none',
    PUBLIC_URL: 'https://prep.example',
    PAYMENTS: 'test',
  });
  secureApp = await buildApp({ config, database: ctx.database, logger: false });
});
afterAll(() => secureApp?.close());

const loginBody = { email: 'nobody@example.test', password: 'whatever' };
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');
const sameEverywhere = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are the same values helmet sent, on pages, API answers and errors alike', async () => {
    for (const url of ['/', '/_api/health', '/_api/no-such-thing', '/some/client/route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({ ...sameEverywhere, 'content-security-policy': csp });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS and upgrade-insecure-requests when served over https', async () => {
    const response = await secureApp.inject({ method: 'GET', url: '/_api/health' });
    expect(response.headers).toMatchObject({
      ...sameEverywhere,
      'content-security-policy': `${csp};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('load images from our own origin only: no https: host can see who opens a page (issue 25, L22)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const imgSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob:");
  });

  it('deny the powerful browser features the app does not use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('API rules follow the matched route, not the raw URL', () => {
  it('/%5Fapi/... is refused cross-site and marked no-store like /_api/...', async () => {
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/%5Fapi/auth/login_with_password',
      headers: { origin: 'https://evil.example' },
      payload: loginBody,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: serverMessages.crossSite });
    const user = await createUser(ctx.database.db);
    const cookie = await cookieFor(ctx.database.db, user);
    for (const url of ['/%5Fapi/billing/purchase', '/%5fapi/auth/session']) {
      const read = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(read.statusCode, url).toBe(200);
      expect(read.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('an unknown /%5Fapi/... path is a JSON 404, not the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/%5Fapi/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: serverMessages.notFound });
  });
});

describe('the Origin check', () => {
  it('compares the scheme too: an https page is not the http site on the same host', async () => {
    const post = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/_api/auth/login_with_password',
        headers: { host: 'prep.internal:8080', origin },
        payload: loginBody,
      });
    expect((await post('https://prep.internal:8080')).statusCode).toBe(403);
    expect((await post('http://prep.internal:8080.evil.example')).statusCode).toBe(403);
    expect((await post('null')).statusCode).toBe(403);
    expect((await post('http://prep.internal:8080')).statusCode).toBe(401);
    expect((await post('http://127.0.0.1:3000')).statusCode).toBe(401);
  });
});

describe('the session cookie over https', () => {
  it('is __Host-session (Secure, path /, no domain), and that name signs in, out and nothing else', async () => {
    const user = await createUser(ctx.database.db);
    const login = await secureApp.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    // Beside the session, only the known-device cookie of the login ceiling (issue 25, L13), Secure over https too.
    expect(login.cookies.map((c) => c.name)).toEqual(['__Host-session', 'known_device']);
    expect(login.cookies.find((c) => c.name === 'known_device')).toMatchObject({ secure: true, httpOnly: true });

    const session = (name: string) =>
      secureApp.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie: `${name}=${cookie!.value}` } });
    expect(readBody<{ user: { email: string } | null }>(await session('__Host-session')).user?.email).toBe(user.email);
    expect(readBody<{ user: unknown }>(await session('session')).user ?? null).toBeNull();

    const logout = await secureApp.inject({
      method: 'POST',
      url: '/_api/auth/logout',
      headers: { cookie: `__Host-session=${cookie!.value}` },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === '__Host-session');
    expect(cleared?.value).toBe('');
    expect(readBody<{ user: unknown }>(await session('__Host-session')).user ?? null).toBeNull();
  });

  it('stays plain "session" over http, where a __Host- cookie would be refused by the browser', async () => {
    const user = await createUser(ctx.database.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.cookies.map((c) => c.name)).toEqual(['session', 'known_device']);
  });
});
