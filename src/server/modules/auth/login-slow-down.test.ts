import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginSlowDown, rateLimits } from '../../../shared/domain/limits';
import { setupTestApp } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { createUser, TEST_PASSWORD } from '../../test/factories';

// L13: the per-account ceiling slows guessing down; it never locks the owner out.
const clock = pinnedClock('2025-03-03T09:00:00Z');
const waits: number[] = [];
const ctx = setupTestApp({}, { clock, sleep: async (ms: number) => void waits.push(ms) });

beforeEach(() => {
  waits.length = 0;
});

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/auth/login_with_password',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const deviceCookieFrom = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'known_device');
  if (!cookie) throw new Error(`no known-device cookie in the answer (status ${response.statusCode})`);
  return cookie;
};

/** Wrong passwords from as many addresses as it takes, each staying within its own per-(account, address) limit. */
async function exhaustCeiling(email: string, network: string) {
  const perAddress = rateLimits.loginPerAccountAndIp.limit;
  const addresses = Math.ceil(rateLimits.loginPerAccount.limit / perAddress);
  expect(addresses).toBeGreaterThanOrEqual(10);
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < perAddress; i++) {
      const response = await login(email, `guess-${a}-${i}`, `${network}.${a + 1}`);
      expect(response.statusCode, `guess ${i} from address ${a}`).toBe(401);
    }
  }
  // Within the ceiling nobody waited.
  expect(waits).toEqual([]);
}

describe('the per-account login ceiling (L13)', () => {
  it('lets the owner in at once from a browser that signed in to the account before', async () => {
    await createUser(ctx.database.db, { email: 'admin-l13@example.test', role: 'admin' });
    const first = await login('admin-l13@example.test', TEST_PASSWORD, '10.50.0.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieFrom(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(device.maxAge).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);

    await exhaustCeiling('admin-l13@example.test', '10.51.0');
    clock.advance(60 * 1000);
    const owner = await login('admin-l13@example.test', TEST_PASSWORD, '10.52.0.1', `known_device=${device.value}`);
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('lets the owner in from a new browser with the right password, after a bounded slow-down', async () => {
    await createUser(ctx.database.db, { email: 'newdevice@example.test' });
    await exhaustCeiling('newdevice@example.test', '10.53.0');

    // Past the ceiling every attempt from an unknown browser waits, longer as failures pile up, never past the bound.
    for (let i = 0; i < 3; i++) {
      expect((await login('newdevice@example.test', `late-${i}`, `10.54.0.${i + 1}`)).statusCode).toBe(401);
    }
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    for (let i = 0; i < 30; i++) await login('newdevice@example.test', `later-${i}`, `10.55.0.${i + 1}`);
    expect(Math.max(...waits)).toBe(loginSlowDown.maxDelayMs);

    waits.length = 0;
    const owner = await login('newdevice@example.test', TEST_PASSWORD, '10.56.0.1');
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([loginSlowDown.maxDelayMs]);
    // That browser is known from now on.
    waits.length = 0;
    const again = await login(
      'newdevice@example.test',
      TEST_PASSWORD,
      '10.56.0.2',
      `known_device=${deviceCookieFrom(owner).value}`,
    );
    expect(again.statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('does not count a browser known to another account as known to this one', async () => {
    await createUser(ctx.database.db, { email: 'victim-l13@example.test' });
    await createUser(ctx.database.db, { email: 'guesser-l13@example.test' });
    const own = await login('guesser-l13@example.test', TEST_PASSWORD, '10.57.0.1');
    const cookie = `known_device=${deviceCookieFrom(own).value}`;
    await exhaustCeiling('victim-l13@example.test', '10.58.0');
    const guess = await login('victim-l13@example.test', 'one-more-guess', '10.57.0.1', cookie);
    expect(guess.statusCode).toBe(401);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
  });

  it('still blocks one address past its per-(account, address) limit, known browser or not', async () => {
    await createUser(ctx.database.db, { email: 'blocked-l13@example.test' });
    const first = await login('blocked-l13@example.test', TEST_PASSWORD, '10.59.0.1');
    const cookie = `known_device=${deviceCookieFrom(first).value}`;
    for (const [address, withCookie] of [
      ['10.59.0.2', undefined],
      ['10.59.0.3', cookie],
    ] as const) {
      for (let i = 0; i < rateLimits.loginPerAccountAndIp.limit; i++) {
        expect((await login('blocked-l13@example.test', `guess-${i}`, address, withCookie)).statusCode).toBe(401);
      }
      const wrong = await login('blocked-l13@example.test', 'guess-again', address, withCookie);
      expect(wrong.statusCode).toBe(429);
      expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('blocked-l13@example.test', TEST_PASSWORD, address, withCookie)).statusCode).toBe(429);
    }
    expect(waits).toEqual([]);
  });
});
