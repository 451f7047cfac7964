import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAsset } from '../../../shared/contract/assets';
import { assetTexts } from '../../../shared/domain/asset-texts';
import { maxUploadBytes, uploadTexts } from '../../../shared/domain/upload-texts';
import { assets, storedFiles } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { assetContentSecurityPolicy } from './asset-file.routes';

const ctx = setupTestApp();
let admin: string;
let student: string;

/** A real 1x1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const svgWithScript =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const htmlPage = '<!doctype html><html><body><script>fetch("/_api/admin/users")</script></body></html>';

beforeAll(async () => {
  admin = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
  student = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
});

/** cookie null: an anonymous caller. */
async function upload(name: string, content: BlobPart, cookie: string | null = admin, type = 'image/png') {
  const body = await multipartBody({ file: { name, content, type } });
  const headers = cookie ? { ...body.headers, cookie } : body.headers;
  return ctx.app.inject({ method: 'POST', url: '/_api/assets', ...body, headers });
}

async function uploaded(name: string, content: BlobPart, type?: string) {
  const response = await upload(name, content, admin, type);
  expect(response.statusCode).toBe(200);
  return readBody<TAsset>(response);
}

const list = async (cookie = admin) => ctx.app.inject({ method: 'GET', url: '/_api/assets', headers: { cookie } });
const remove = (id: unknown, cookie = admin) =>
  ctx.app.inject({ method: 'POST', url: '/_api/assets/delete', headers: { cookie }, payload: superjsonBody({ id }) });
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('asset library calls', () => {
  it('are for admins only: anonymous 401, a student (even with access) 403', async () => {
    for (const cookie of [undefined, student]) {
      const expected = cookie ? 403 : 401;
      const calls = [
        await upload('a.png', onePixelPng, cookie ?? null),
        await ctx.app.inject({ method: 'GET', url: '/_api/assets', headers: cookie ? { cookie } : {} }),
        await ctx.app.inject({
          method: 'POST',
          url: '/_api/assets/delete',
          headers: cookie ? { cookie } : {},
          payload: superjsonBody({ id: randomUUID() }),
        }),
      ];
      expect(calls.map((call) => call.statusCode)).toEqual([expected, expected, expected]);
    }
  });

  it('refuses a missing, an empty and an 11 MB file with clear messages', async () => {
    const noFile = await multipartBody({ note: 'nothing attached' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/_api/assets',
      ...noFile,
      headers: { ...noFile.headers, cookie: admin },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(uploadTexts.fileRequired);

    const empty = await upload('empty.png', new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(assetTexts.emptyFile);

    const big = await upload('big.png', new Uint8Array(11 * 1024 * 1024));
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(uploadTexts.tooLarge);
    expect(maxUploadBytes).toBe(10 * 1024 * 1024);
  });

  it('stores a PNG, lists it with its preview, and serves the same bytes inline with safe headers', async () => {
    const asset = await uploaded('Label photo (1).png', onePixelPng, 'application/x-whatever');
    expect(asset).toMatchObject({
      originalFilename: 'Label photo (1).png',
      mimeType: 'image/png',
      fileSize: onePixelPng.byteLength,
      url: `/media/${asset.id}/Label%20photo%20(1).png`,
    });

    const listed = readBody<TAsset[]>(await list()).find((item) => item.id === asset.id);
    expect(listed?.contentBase64).toBe(onePixelPng.toString('base64'));
    expect(listed?.createdAt).toBeInstanceOf(Date);

    // Public: a page can use it without a session.
    const served = await fetchFile(asset.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(assetContentSecurityPolicy);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="Label photo \(1\).png"/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await fetchFile(asset.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    // Only the id picks the file.
    expect((await fetchFile(`/media/${asset.id}/another-name.png`)).rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('serves an SVG with a script only as an attachment, never as a document', async () => {
    const asset = await uploaded('logo.svg', svgWithScript, 'image/svg+xml');
    expect(asset.mimeType).toBe('image/svg+xml');
    expect(readBody<TAsset[]>(await list()).find((item) => item.id === asset.id)?.contentBase64).toBeUndefined();

    const served = await fetchFile(asset.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(svgWithScript);
  });

  it('takes the type from the content: an HTML page named .png is text, unknown bytes are octet-stream', async () => {
    const disguised = await uploaded('innocent.png', htmlPage, 'image/png');
    expect(disguised.mimeType).toBe('text/plain');
    const served = await fetchFile(disguised.url);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.body).toBe(htmlPage);

    const binary = Buffer.concat([Buffer.from([0, 1, 2, 0xff, 0xfe, 0]), randomBytes(64)]);
    const unknown = await uploaded('notes.txt', binary, 'text/plain');
    expect(unknown.mimeType).toBe('application/octet-stream');
    const servedBinary = await fetchFile(unknown.url);
    expect(servedBinary.headers['content-disposition']).toMatch(/^attachment;/);
    expect(servedBinary.rawPayload.equals(binary)).toBe(true);
  });

  it('gives no preview for an image over 256 KB, and keeps a safe name for odd file names', async () => {
    const bigImage = Buffer.concat([onePixelPng.subarray(0, 8), randomBytes(300 * 1024)]);
    const asset = await uploaded('C:\\fakepath\\big\u0007 étiquette.png', bigImage);
    expect(asset.originalFilename).toBe('big étiquette.png');
    expect(asset.contentBase64).toBeUndefined();
    const served = await fetchFile(asset.url);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="big _tiquette.png"; filename*=UTF-8''big%20%C3%A9tiquette.png`,
    );
    expect(served.rawPayload.equals(bigImage)).toBe(true);
  });

  it('deletes the row and its stored file at once; the address then answers 404', async () => {
    const asset = await uploaded('gone.png', onePixelPng);
    const [row] = await ctx.database.db.select().from(assets).where(eq(assets.id, asset.id));
    const fileId = row!.fileId;
    const deleted = await remove(asset.id);
    expect(deleted.statusCode).toBe(200);
    expect(readBody(deleted)).toEqual({ message: assetTexts.deleted });
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(readBody<TAsset[]>(await list()).some((item) => item.id === asset.id)).toBe(false);
    const served = await fetchFile(asset.url);
    expect(served.statusCode).toBe(404);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);

    const twice = await remove(asset.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error).toBe(assetTexts.notFound);
    const badId = await remove('not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe(assetTexts.notFound);
  });

  it('answers 404 for any other address under /media, never the web app', async () => {
    for (const url of [`/media/${randomUUID()}/x.png`, '/media/nope/x.png', '/media/', `/media/${randomUUID()}/a/b`]) {
      const response = await fetchFile(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });
});
