import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../shared/domain/messages';
import { readBody, setupTestApp, superjsonBody } from '../test/app';
import { cookieFor, createCallers } from '../test/factories';
import { multipartBody } from '../test/multipart';

const ctx = setupTestApp();

const nest = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const deepMeta = (depth: number) => `${'{"a":["map",'.repeat(depth)}{}${']}'.repeat(depth)}`;

/** Envelopes superjson cannot decode (each made it throw or recurse: a 500 before), as raw JSON text. */
const undecodable: Record<string, string> = {
  'values is a string': '{"json":{},"meta":{"values":"x"}}',
  'values is a number': '{"json":{},"meta":{"values":5}}',
  'meta is an array': '{"json":{},"meta":[1]}',
  'a broken regexp': '{"json":{"a":"/(/"},"meta":{"values":{"a":["regexp"]},"v":1}}',
  'a broken bigint': '{"json":{"a":"x1"},"meta":{"values":{"a":["bigint"]},"v":1}}',
  'an unknown class': '{"json":{"a":{}},"meta":{"values":{"a":["class","Nope"]},"v":1}}',
  'an unknown custom type': '{"json":{"a":1},"meta":{"values":{"a":["custom","nope"]},"v":1}}',
  'an unknown symbol': '{"json":{"a":"s"},"meta":{"values":{"a":["symbol","nope"]},"v":1}}',
  'a __proto__ path': '{"json":{"a":{}},"meta":{"values":{"__proto__.polluted":["Date"]},"v":1}}',
  'a constructor path': '{"json":{"a":{}},"meta":{"values":{"a.constructor.prototype":["Date"]},"v":1}}',
  'a bad escape in a path': '{"json":{"a":1},"meta":{"values":{"a\\\\x":["Date"]},"v":1}}',
  'a __proto__ equality': '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["__proto__.x"]},"v":1}}',
  'an unknown version': '{"json":{},"meta":{"values":{"a":["Date"]},"v":"x"}}',
  'deeply nested annotations': `{"json":{},"meta":{"values":${deepMeta(2000)},"v":1}}`,
  'deeply nested json': `{"json":${nest(20_000, '1')}}`,
};

const superjsonPosts = () =>
  ctx.app.apiRoutes.filter((route) => route.method === 'POST' && route.endpoint?.encoding === 'superjson');

const errorOf = (response: LightMyRequestResponse) => (response.json() as { error?: unknown }).error;

describe('superjson bodies that cannot be decoded', () => {
  it('answer 4xx on every superjson endpoint, for anonymous callers and callers allowed in', async () => {
    const routes = superjsonPosts();
    expect(routes.length).toBeGreaterThan(30);
    const { learner, admin } = await createCallers(ctx.database.db);
    const cookies = {
      anonymous: undefined,
      learner: await cookieFor(ctx.database.db, learner),
      admin: await cookieFor(ctx.database.db, admin),
    };
    const failures: string[] = [];
    for (const route of routes) {
      // Anonymous always; a signed-in caller where the access rule lets them reach the decoding.
      const reaching = route.endpoint?.access === 'admin' ? ['anonymous', 'admin'] : ['anonymous', 'learner'];
      for (const [caller, cookie] of Object.entries(cookies).filter(([caller]) => reaching.includes(caller))) {
        for (const [name, payload] of Object.entries(undecodable)) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            payload,
          });
          const ok = response.statusCode >= 400 && response.statusCode < 500 && typeof errorOf(response) === 'string';
          if (!ok) failures.push(`${route.url} as ${caller}, ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answer 400 "Invalid request body" where the caller may use the endpoint', async () => {
    for (const [name, payload] of Object.entries(undecodable)) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/_api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, name).toBe(400);
      // Deep JSON decodes (no annotations) and then fails the schema, which names the problem itself.
      if (name !== 'deeply nested json') expect(errorOf(response), name).toBe(serverMessages.invalidBody);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still decode the envelope the web client sends: dates and undefined fields', async () => {
    const { admin } = await createCallers(ctx.database.db);
    const cookie = await cookieFor(ctx.database.db, admin);
    const expiresAt = new Date('2031-05-06T07:08:09.000Z');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/discount-codes',
      headers: { cookie },
      payload: superjsonBody({ code: 'SPRING31', type: 'percentage', value: 10, expiresAt, maxUses: undefined }),
    });
    expect(response.statusCode).toBe(200);
    expect(readBody<{ expiresAt: Date; maxUses: null }>(response)).toMatchObject({ expiresAt, maxUses: null });
  });
});

const NUL = '\u0000';

describe('the NUL character, which PostgreSQL text cannot hold', () => {
  it('is refused with a 400 in every field the listed screens send (a 500 before)', async () => {
    const { learner, admin } = await createCallers(ctx.database.db);
    const asLearner = await cookieFor(ctx.database.db, learner);
    const asAdmin = await cookieFor(ctx.database.db, admin);
    const contact = { name: 'Ann', email: 'ann@example.test', subject: 'Hello', message: 'A message long enough.' };
    const posts: [string, string | undefined, Record<string, unknown>, 'json' | 'superjson'][] = [
      [
        '/_api/auth/register_with_password',
        undefined,
        { email: 'n@example.test', password: 'Correct-Horse-9', displayName: `A${NUL}`, states: ['national'] },
        'json',
      ],
      ['/_api/auth/login_with_password', undefined, { email: 'n@example.test', password: `pw${NUL}` }, 'json'],
      ['/_api/auth/request-password-reset', undefined, { email: `n${NUL}@example.test` }, 'json'],
      ['/_api/contact', undefined, { ...contact, name: `Ann${NUL}` }, 'superjson'],
      ['/_api/contact', undefined, { ...contact, subject: `Hi${NUL}` }, 'json'],
      ['/_api/contact', undefined, { ...contact, message: `A message long enough.${NUL}` }, 'superjson'],
      ['/_api/billing/validate-discount', undefined, { discountCode: `SAVE${NUL}` }, 'superjson'],
      ['/_api/billing/validate-discount', undefined, { discountCode: `SAVE${NUL}` }, 'json'],
      [
        '/_api/billing/create-checkout-session',
        undefined,
        { discountCode: `SAVE${NUL}`, email: 'n@example.test' },
        'superjson',
      ],
      ['/_api/flashcards', asLearner, { front: `Front${NUL}`, back: 'Back' }, 'superjson'],
      ['/_api/flashcards', asLearner, { front: 'Front', back: 'Back', tags: [`tag${NUL}`] }, 'superjson'],
      ['/_api/tags', asAdmin, { name: `Tag${NUL}` }, 'superjson'],
      ['/_api/admin/discount-codes', asAdmin, { code: `CODE${NUL}X`, type: 'percentage', value: 10 }, 'superjson'],
      ['/_api/contact', undefined, { ...contact, [`key${NUL}`]: 'x' }, 'json'],
    ];
    for (const [url, cookie, body, encoding] of posts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: cookie ? { cookie } : {},
        payload: encoding === 'superjson' ? superjsonBody(body) : body,
      });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(errorOf(response), url).toBe(serverMessages.nulCharacter);
    }
    const searches: [string, string][] = [
      ['/_api/admin/users', asAdmin],
      ['/_api/admin/contact', asAdmin],
      ['/_api/admin/discount-codes', asAdmin],
      ['/_api/admin/flashcards', asAdmin],
      ['/_api/admin/outbox', asAdmin],
      ['/_api/flashcards', asLearner],
    ];
    for (const [url, cookie] of searches) {
      const response = await ctx.app.inject({ method: 'GET', url: `${url}?search=a%00b`, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response), url).toBe(serverMessages.nulCharacter);
    }
  });

  it('is refused before the schema on every route that reads input, JSON or superjson', async () => {
    const { admin } = await createCallers(ctx.database.db);
    const cookie = await cookieFor(ctx.database.db, admin);
    const failures: string[] = [];
    for (const route of ctx.app.apiRoutes.filter((r) => r.endpoint?.encoding !== 'raw')) {
      // Upload endpoints read a multipart form, not JSON: the NUL comes in one of its text fields.
      const upload = route.endpoint?.encoding === 'multipart' ? await multipartBody({ text: `a${NUL}` }) : undefined;
      const attempts: { url?: string; payload?: object; headers?: Record<string, string> }[] = upload
        ? [{ payload: upload.payload, headers: upload.headers }]
        : route.method === 'GET'
          ? [{ url: `${route.url}?q=%00` }]
          : [{ payload: { text: `a${NUL}` } }, { payload: superjsonBody({ text: `a${NUL}`, at: new Date() }) }];
      for (const { headers, ...attempt } of attempts) {
        const response = await ctx.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: { ...headers, cookie },
          ...attempt,
        });
        if (response.statusCode !== 400 || errorOf(response) !== serverMessages.nulCharacter) {
          failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
