import { describe, expect, it } from 'vitest';
import { defaultTagColor, tagMessages } from '../../../shared/domain/tags';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

const ctx = setupTestApp();

async function adminCookie() {
  return cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
}

describe('tags', () => {
  it('creates a tag with the default colour and lists it for learners', async () => {
    const cookie = await adminCookie();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/_api/tags',
      headers: { cookie },
      payload: superjsonBody({ name: 'Aquatic' }),
    });
    expect(created.statusCode).toBe(200);
    expect(readBody(created)).toMatchObject({ name: 'Aquatic', color: defaultTagColor });

    const learner = await createUser(ctx.database.db, { purchaseStatus: 'active' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/_api/tags',
      headers: { cookie: await cookieFor(ctx.database.db, learner) },
    });
    expect(readBody<{ name: string }[]>(list).map((t) => t.name)).toContain('Aquatic');
  });

  it('refuses a duplicate name, a short name and a bad colour with the spec texts', async () => {
    const cookie = await adminCookie();
    const post = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/_api/tags', headers: { cookie }, payload: superjsonBody(payload) });
    await post({ name: 'Forestry', color: '#00aa00' });
    const duplicate = await post({ name: 'FORESTRY' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(tagMessages.duplicate);
    expect((await post({ name: 'F' })).json().error).toBe(tagMessages.nameTooShort);
    expect((await post({ name: 'Right-of-way', color: 'green' })).json().error).toBe(tagMessages.invalidColor);
  });
});
