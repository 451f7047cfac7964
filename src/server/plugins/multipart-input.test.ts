import Fastify, { type FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/contract/endpoint';
import { ZUploadedFile } from '../../shared/contract/uploaded-file';
import { serverMessages } from '../../shared/domain/messages';
import { maxUploadBytes, uploadTexts } from '../../shared/domain/upload-texts';
import { multipartBody } from '../test/multipart';
import { route } from './contract';
import { registerErrorHandler } from './errors';
import { registerMultipart } from './multipart-input';

const upload = endpoint({
  method: 'POST',
  path: '/_api/test/upload',
  access: 'public',
  input: z.strictObject({ file: ZUploadedFile, note: z.string().optional() }),
  response: z.object({ filename: z.string(), size: z.number(), first: z.number(), note: z.string().nullable() }),
  encoding: 'multipart',
  fallbackError: 'Upload failed.',
});
const json = endpoint({
  method: 'POST',
  path: '/_api/test/json',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ ok: z.boolean() }),
  encoding: 'superjson',
  fallbackError: 'Failed.',
});

describe('multipart endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await registerMultipart(app);
    app.decorateRequest('user', null);
    route(app, upload, async ({ input }) => ({
      filename: input.file.filename,
      size: input.file.bytes.byteLength,
      first: input.file.bytes[0] ?? -1,
      note: input.note ?? null,
    }));
    route(app, json, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = async (url: string, fields: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url, ...(await multipartBody(fields)) });

  it('hands the schema the first file of a field, whole, with the text fields', async () => {
    const response = await post(upload.path, {
      file: { name: 'a.bin', content: new Uint8Array([7, 0, 9]) },
      note: 'hello',
    });
    expect(response.statusCode).toBe(200);
    expect(superjson.deserialize(response.json())).toEqual({ filename: 'a.bin', size: 3, first: 7, note: 'hello' });
  });

  it('answers the spec texts for a missing or oversized file, and refuses a JSON body', async () => {
    const missing = await post(upload.path, { note: 'no file' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(uploadTexts.fileRequired);

    const big = await post(upload.path, { file: { name: 'big.bin', content: new Uint8Array(maxUploadBytes + 1) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(uploadTexts.tooLarge);
    const exact = await post(upload.path, { file: { name: 'max.bin', content: new Uint8Array(maxUploadBytes) } });
    expect(exact.statusCode).toBe(200);

    const asJson = await app.inject({ method: 'POST', url: upload.path, payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().error).toBe(uploadTexts.multipartRequired);
  });

  it('refuses a multipart body on an endpoint that takes JSON, and NUL in a file name', async () => {
    const response = await post(json.path, { anything: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(serverMessages.jsonRequired);

    const nul = await post(upload.path, { file: { name: 'a\u0000.txt', content: 'x' } });
    expect(nul.statusCode).toBe(400);
  });

  it('answers 400, never 500, for bodies that claim to be multipart but are not', async () => {
    const boundary = 'XyZ';
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--XyZ--\r\n'],
      [`multipart/form-data; boundary=${boundary}`, ''],
      [`multipart/form-data; boundary=${boundary}`, 'no boundary anywhere in here'],
      [
        `multipart/form-data; boundary=${boundary}`,
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\ncut off',
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"',
      ],
      [`multipart/form-data; boundary=${boundary}`, '--XyZ\r\nno colon header\r\n\r\nx\r\n--XyZ--\r\n'],
      [`multipart/form-data; boundary=${boundary}`, '--XyZ\r\n\r\nx\r\n--XyZ--\r\n'],
      [`multipart/form-data; boundary="${'b'.repeat(100)}"`, `--${'b'.repeat(100)}\r\n`],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: upload.path,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(typeof response.json().error).toBe('string');
    }
  });
});
