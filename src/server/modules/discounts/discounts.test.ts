import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import { discountMessages as texts } from '../../../shared/domain/discounts';
import { checkoutSessions, discountCodes } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

const ctx = setupTestApp();

async function adminCookie() {
  return cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
}
const post = (url: string, payload: unknown, cookie: string, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: superjsonBody(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('discount code administration', () => {
  it('creates, lists with stats, edits and deletes codes', async () => {
    const cookie = await adminCookie();
    const created = readBody<TDiscountCode>(
      await post(
        '/_api/admin/discount-codes',
        { code: 'summer25', type: 'percentage', value: 25, maxUses: 10 },
        cookie,
      ),
    );
    expect(created).toMatchObject({
      code: 'SUMMER25',
      value: 25,
      maxUses: 10,
      currentUses: 0,
      isActive: true,
      expiresAt: null,
    });
    await post(
      '/_api/admin/discount-codes',
      { code: 'TENOFF', type: 'fixed_amount', value: 10, isActive: false },
      cookie,
    );

    const list = readBody<{ discountCodes: TDiscountCode[]; total: number; stats: Record<string, number> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/_api/admin/discount-codes?sortBy=createdAt&sortDirection=asc',
        headers: { cookie },
      }),
    );
    expect(list.discountCodes.map((c) => c.code)).toEqual(['SUMMER25', 'TENOFF']);
    expect(list.stats).toEqual({ totalCodes: 2, activeCodes: 1, totalUsage: 0 });
    const inactive = readBody<{ total: number }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/_api/admin/discount-codes?isActive=false&search=ten',
        headers: { cookie },
      }),
    );
    expect(inactive.total).toBe(1);

    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    const edited = readBody<TDiscountCode>(
      await post(
        '/_api/admin/discount-code/update',
        { id: created.id, expiresAt, maxUses: null, isActive: false },
        cookie,
      ),
    );
    expect(edited).toMatchObject({ maxUses: null, isActive: false });
    expect(edited.expiresAt?.getTime()).toBe(expiresAt.getTime());
    expect(readBody(await post('/_api/admin/discount-code/delete', { id: created.id }, cookie))).toEqual({
      success: true,
      message: texts.deleted,
    });
    expect((await post('/_api/admin/discount-code/delete', { id: created.id }, cookie)).statusCode).toBe(404);
  });

  it('answers the spec texts for bad codes, values and duplicates', async () => {
    const cookie = await adminCookie();
    const create = (payload: Record<string, unknown>) =>
      post('/_api/admin/discount-codes', { code: 'VALID1', type: 'percentage', value: 10, ...payload }, cookie);
    expect((await create({ code: 'AB' })).json().error).toBe(texts.codeTooShort);
    expect((await create({ value: 0 })).json().error).toBe(texts.valuePositive);
    const tooMuch = (await create({ value: 150 })).json();
    expect(tooMuch.error).toBe(texts.percentageRange);
    expect(tooMuch.issues[0].path).toBe('value');
    expect((await create({ maxUses: 0 })).statusCode).toBe(400);
    expect((await create({ type: 'bogus' })).statusCode).toBe(400);
    await create({ code: 'TAKEN' });
    const duplicate = await create({ code: 'taken' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(texts.duplicate);
  });
});

// The spec's request bodies (admin-area.md, API table) with values past what the columns hold: each is a 400 with a
// clear message, never the database's overflow as a 500.
describe('inputs the discount columns cannot hold', () => {
  const createBody = (payload: Record<string, unknown>) => ({
    code: 'BOUNDS1',
    type: 'percentage',
    value: 10,
    expiresAt: null,
    maxUses: null,
    isActive: true,
    ...payload,
  });
  async function created(cookie: string, code: string) {
    const response = await post('/_api/admin/discount-codes', createBody({ code }), cookie);
    expect(response.statusCode).toBe(200);
    return readBody<TDiscountCode>(response);
  }

  it('answers an update with only the id 200, changing nothing', async () => {
    const cookie = await adminCookie();
    const code = await created(cookie, 'UNCHANGED');
    const response = await post('/_api/admin/discount-code/update', { id: code.id }, cookie);
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual(code);
    const missing = await post(
      '/_api/admin/discount-code/update',
      { id: '00000000-0000-4000-8000-000000000000' },
      cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses maxUses past the integer column, on create and update', async () => {
    const cookie = await adminCookie();
    const tooMany = await post('/_api/admin/discount-codes', createBody({ maxUses: 2_147_483_648 }), cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(texts.maxUsesTooLarge);
    const code = await created(cookie, 'MANYUSES');
    const update = { id: code.id, code: 'MANYUSES', expiresAt: null, maxUses: 2_147_483_648, isActive: true };
    const edited = await post('/_api/admin/discount-code/update', update, cookie);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(texts.maxUsesTooLarge);
    const largest = await post('/_api/admin/discount-code/update', { ...update, maxUses: 2_147_483_647 }, cookie);
    expect(largest.statusCode).toBe(200);
    expect(readBody<TDiscountCode>(largest).maxUses).toBe(2_147_483_647);
  });

  it('refuses a fixed value past numeric(10,2), and fractions of a cent', async () => {
    const cookie = await adminCookie();
    const fixed = (value: number) =>
      post('/_api/admin/discount-codes', createBody({ code: `FIXED${value}`, type: 'fixed_amount', value }), cookie);
    const huge = await fixed(1e12);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe(texts.valueTooLarge);
    const subCent = await fixed(10.005);
    expect(subCent.statusCode).toBe(400);
    expect(subCent.json().error).toBe(texts.valueCents);
    const largest = await fixed(99_999_999.99);
    expect(largest.statusCode).toBe(200);
    expect(readBody<TDiscountCode>(largest).value).toBe(99_999_999.99);
  });

  it('refuses an expiry past the year 9999, on create and update', async () => {
    const cookie = await adminCookie();
    const farFuture = new Date(8.64e15); // +275760-09-13, the largest date JavaScript holds
    const onCreate = await post('/_api/admin/discount-codes', createBody({ expiresAt: farFuture }), cookie);
    expect(onCreate.statusCode).toBe(400);
    expect(onCreate.json().error).toBe(texts.expiresAtRange);
    const code = await created(cookie, 'LONGLIVED');
    const update = { id: code.id, code: 'LONGLIVED', expiresAt: farFuture, maxUses: null, isActive: true };
    const edited = await post('/_api/admin/discount-code/update', update, cookie);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(texts.expiresAtRange);
    const lastMoment = new Date('9999-12-31T23:59:59.999Z');
    const kept = await post('/_api/admin/discount-code/update', { ...update, expiresAt: lastMoment }, cookie);
    expect(kept.statusCode).toBe(200);
    expect(readBody<TDiscountCode>(kept).expiresAt?.getTime()).toBe(lastMoment.getTime());
  });
});

describe('maximum uses under concurrency', () => {
  it('with N uses left, N + 10 simultaneous checkouts take exactly N', async () => {
    const usesLeft = 5;
    const [code] = await ctx.database.db
      .insert(discountCodes)
      .values({ code: 'RUSH', type: 'percentage', value: 10, maxUses: usesLeft })
      .returning();
    const buyers = await Promise.all(
      Array.from({ length: usesLeft + 10 }, async () => cookieFor(ctx.database.db, await createUser(ctx.database.db))),
    );
    const responses = await Promise.all(
      buyers.map((cookie, i) =>
        post('/_api/billing/create-checkout-session', { discountCode: 'RUSH' }, cookie, `10.30.0.${i + 1}`),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(usesLeft);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    const [after] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.currentUses).toBe(usesLeft);
    const holding = await ctx.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.discountCodeId, code!.id));
    expect(holding).toHaveLength(usesLeft);
  });
});
