import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TProfile } from '../../../shared/contract/settings';
import { avatarPath, maxAvatarBytes } from '../../../shared/domain/avatars';
import { avatarTexts } from '../../../shared/domain/settings-texts';
import { uploadTexts } from '../../../shared/domain/upload-texts';
import { storedFiles, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { gifOfSize, jpegOfSize, onePixelPng, pngOfSize, webpLosslessOfSize } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { avatarContentSecurityPolicy } from './avatars.routes';

const ctx = setupTestApp();

async function signedIn() {
  const user = await createUser(ctx.database.db);
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}

/** cookie null: an anonymous caller. */
async function upload(cookie: string | null, content: BlobPart, name = 'me.png', type = 'image/png') {
  const body = await multipartBody({ file: { name, content, type } });
  const headers = cookie ? { ...body.headers, cookie } : body.headers;
  return ctx.app.inject({ method: 'POST', url: '/_api/settings/avatar', ...body, headers });
}
async function uploaded(cookie: string, content: BlobPart) {
  const response = await upload(cookie, content);
  expect(response.statusCode, response.body).toBe(200);
  return readBody<TProfile>(response);
}
const fetchAvatar = (url: string) => ctx.app.inject({ method: 'GET', url });
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const fileExists = async (url: string) =>
  (
    await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, url.split('/').pop()!))
  ).length > 0;

describe('avatar upload', () => {
  it('is for signed-in users: anonymous 401', async () => {
    expect((await upload(null, onePixelPng)).statusCode).toBe(401);
  });

  it('stores a PNG and serves the same bytes from our origin with the exact type and safe headers', async () => {
    const { cookie } = await signedIn();
    const profile = await uploaded(cookie, onePixelPng);
    expect(profile.avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}$/);
    const session = readBody<{ user: { avatarUrl: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie } }),
    );
    expect(session.user.avatarUrl).toBe(profile.avatarUrl);

    const served = await fetchAvatar(profile.avatarUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(avatarContentSecurityPolicy).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('takes the type from the bytes: JPEG, GIF and WebP are kept as such whatever the name says', async () => {
    const { cookie } = await signedIn();
    const pictures = [
      [jpegOfSize(64, 64), 'image/jpeg'],
      [gifOfSize(64, 64), 'image/gif'],
      [webpLosslessOfSize(64, 64), 'image/webp'],
    ] as const;
    for (const [bytes, type] of pictures) {
      const { avatarUrl } = await uploaded(cookie, bytes);
      expect((await fetchAvatar(avatarUrl!)).headers['content-type']).toBe(type);
    }
  });

  it('refuses an HTML page named .png, a file over 1 MB, a picture over 4096 px and no file, with clear 400s', async () => {
    const { cookie } = await signedIn();
    const html = await upload(cookie, '<!doctype html><script>fetch("/_api/admin/users")</script>', 'me.png');
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe(avatarTexts.notAnImage);

    const heavy = await upload(cookie, Buffer.concat([onePixelPng, Buffer.alloc(maxAvatarBytes)]));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error).toBe(avatarTexts.tooLarge);

    const wide = await upload(cookie, pngOfSize(4097, 10));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe(avatarTexts.tooManyPixels(4097, 10));
    expect((await upload(cookie, pngOfSize(10, 5000))).json().error).toBe(avatarTexts.tooManyPixels(10, 5000));
    expect((await upload(cookie, pngOfSize(4096, 4096))).statusCode).toBe(200);

    const noFile = await multipartBody({ note: 'nothing' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/avatar',
      ...noFile,
      headers: { ...noFile.headers, cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(uploadTexts.fileRequired);
  });

  it('answers a malformed form with 400, like the other uploads', async () => {
    const { cookie } = await signedIn();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/avatar',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut off',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('replacing and removing a picture', () => {
  it('deletes the old file on a new upload and on removal (avatarUrl null)', async () => {
    const { cookie } = await signedIn();
    const first = (await uploaded(cookie, onePixelPng)).avatarUrl!;
    const second = (await uploaded(cookie, gifOfSize(2, 2))).avatarUrl!;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).statusCode).toBe(404);
    expect(await fileExists(first)).toBe(false);

    const removed = await post('/_api/settings/profile', cookie, { avatarUrl: null });
    expect(readBody<TProfile>(removed).avatarUrl).toBeNull();
    expect((await fetchAvatar(second)).statusCode).toBe(404);
    expect(await fileExists(second)).toBe(false);
  });

  it('keeps the picture when the current address is sent back, and never lets another learner touch it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const url = (await uploaded(owner.cookie, onePixelPng)).avatarUrl!;
    expect(readBody<TProfile>(await post('/_api/settings/profile', owner.cookie, { avatarUrl: url })).avatarUrl).toBe(
      url,
    );

    const taken = await post('/_api/settings/profile', other.cookie, { avatarUrl: url });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe(avatarTexts.notCurrent);
    await uploaded(other.cookie, onePixelPng);
    expect((await post('/_api/settings/profile', other.cookie, { avatarUrl: null })).statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.avatarUrl).toBe(url);
    expect((await fetchAvatar(url)).rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('serves 404 for an unknown id, a malformed one, and a stored file that is not an avatar', async () => {
    const { cookie } = await signedIn();
    const url = (await uploaded(cookie, onePixelPng)).avatarUrl!;
    await post('/_api/settings/profile', cookie, { avatarUrl: null });
    const [other] = await ctx.database.db
      .insert(storedFiles)
      .values({ mimeType: 'application/pdf', size: 0, sha256: '' })
      .returning();
    for (const path of [
      url,
      avatarPath('00000000-0000-4000-8000-000000000000'),
      '/media/avatars/x',
      avatarPath(other!.id),
    ]) {
      const response = await fetchAvatar(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/plain/);
    }
  });
});

describe('avatarUrl in updates takes no outside address', () => {
  const tracker = 'https://tracker.example/p.png';

  it('the learner’s profile update refuses another site’s picture and accepts null', async () => {
    const { cookie } = await signedIn();
    const refused = await post('/_api/settings/profile', cookie, { avatarUrl: tracker });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(avatarTexts.outsideUrl);
    expect((await post('/_api/settings/profile', cookie, { avatarUrl: null })).statusCode).toBe(200);
  });

  it('the admin’s user update refuses it too, and null removes the learner’s picture and its file', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const adminCookie = await cookieFor(ctx.database.db, admin);
    const learner = await signedIn();
    const url = (await uploaded(learner.cookie, onePixelPng)).avatarUrl!;

    const refused = await post('/_api/admin/user/update', adminCookie, { id: learner.user.id, avatarUrl: tracker });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(avatarTexts.outsideUrl);
    const cleared = await post('/_api/admin/user/update', adminCookie, { id: learner.user.id, avatarUrl: null });
    expect(readBody<{ avatarUrl: string | null }>(cleared).avatarUrl).toBeNull();
    expect(await fileExists(url)).toBe(false);
  });

  it('an outside address stored before uploads existed never reaches a browser', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const adminCookie = await cookieFor(ctx.database.db, admin);
    const { user, cookie } = await signedIn();
    await ctx.database.db.update(users).set({ avatarUrl: tracker }).where(eq(users.id, user.id));

    const get = (url: string, as = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: as } });
    expect(readBody<TProfile>(await get('/_api/settings/profile')).avatarUrl).toBeNull();
    expect(readBody<{ user: TProfile }>(await get('/_api/auth/session')).user.avatarUrl).toBeNull();
    const detail = readBody<{ user: TProfile }>(await get(`/_api/admin/user?id=${user.id}`, adminCookie));
    expect(detail.user.avatarUrl).toBeNull();
    const list = readBody<{ users: TProfile[] }>(await get('/_api/admin/users?limit=100', adminCookie));
    expect(list.users.find((listed) => listed.id === user.id)?.avatarUrl).toBeNull();
  });
});

describe('the picture is personal data', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let url: string;
  beforeAll(async () => {
    owner = await signedIn();
    url = (await uploaded(owner.cookie, onePixelPng)).avatarUrl!;
  });

  it('is in the export, file included', async () => {
    const exported = readBody<{ avatar: Record<string, unknown> }>(
      await post('/_api/settings/export-data', owner.cookie, {}),
    );
    expect(exported.avatar).toEqual({
      url,
      mimeType: 'image/png',
      size: onePixelPng.byteLength,
      contentBase64: onePixelPng.toString('base64'),
    });
  });

  it('goes with the account', async () => {
    const deleted = await post('/_api/settings/delete-account', owner.cookie, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await fileExists(url)).toBe(false);
    expect((await fetchAvatar(url)).statusCode).toBe(404);
  });
});
