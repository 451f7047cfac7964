import { describe, expect, it } from 'vitest';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { validationMessages } from '../../../shared/domain/messages';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

const ctx = setupTestApp();

describe('platform settings', () => {
  it('serves the defaults to every visitor until an admin changes them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/_api/site-config' });
    expect(readBody(response)).toEqual({
      brandName: defaultPlatformConfig.brandName,
      homePageCopy: defaultPlatformConfig.homePageCopy,
    });
  });

  it('lets an admin save the whole config, and the public config follows', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const cookie = await cookieFor(ctx.database.db, admin);
    const next = { brandName: 'Field Ready', homePageCopy: 'Study smart.', aiSystemPrompt: 'Be precise.' };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/admin-config',
      headers: { cookie },
      payload: superjsonBody(next),
    });
    expect(saved.statusCode).toBe(200);
    expect(readBody(saved)).toEqual(next);
    const read = await ctx.app.inject({ method: 'GET', url: '/_api/settings/admin-config', headers: { cookie } });
    expect(readBody(read)).toEqual(next);
    const site = await ctx.app.inject({ method: 'GET', url: '/_api/site-config' });
    expect(readBody(site)).toEqual({ brandName: 'Field Ready', homePageCopy: 'Study smart.' });
  });

  it('refuses empty fields with the spec texts', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const cookie = await cookieFor(ctx.database.db, admin);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/admin-config',
      headers: { cookie },
      payload: { brandName: ' ', homePageCopy: '', aiSystemPrompt: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual([
      validationMessages.brandNameRequired,
      validationMessages.homePageCopyRequired,
      validationMessages.aiSystemPromptRequired,
    ]);
  });
});
