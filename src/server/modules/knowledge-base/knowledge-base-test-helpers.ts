import { beforeAll, expect } from 'vitest';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { createDocumentWorker } from './document-worker';

export type TTestFile = { name: string; content: Uint8Array | string; type?: string };

export const silentLog = { info() {}, warn() {}, error() {} };

/** One app per test file, an admin and a student, and the knowledge-base calls as the tests make them. */
export function setupKnowledgeBaseTests() {
  const ctx = setupTestApp();
  const cookies = { admin: '', student: '' };
  beforeAll(async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin', displayName: 'Ada Admin' });
    cookies.admin = await cookieFor(ctx.database.db, admin);
    const student = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
    cookies.student = await cookieFor(ctx.database.db, student);
  });

  async function upload(
    file: TTestFile | null,
    jurisdictions: string | null = 'federal',
    cookie = cookies.admin,
    extra = {},
  ) {
    const fields: Parameters<typeof multipartBody>[0] = { ...extra };
    if (file) fields.file = { name: file.name, content: file.content as BlobPart, type: file.type };
    if (jurisdictions !== null) fields.jurisdictions = jurisdictions;
    const body = await multipartBody(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/_api/ai/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  }

  const uploaded = async (file: TTestFile, jurisdictions = 'federal') => {
    const response = await upload(file, jurisdictions);
    expect(response.statusCode, response.body).toBe(200);
    return readBody<{ upload: TKnowledgeDocument }>(response).upload;
  };
  const getJson = (url: string, cookie = cookies.admin) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const details = async (id: string) =>
    readBody<{ upload: TKnowledgeDocument }>(await getJson(`/_api/admin/upload?id=${id}`)).upload;
  const remove = (uploadId: unknown, cookie = cookies.admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/upload/delete',
      payload: superjsonBody({ uploadId }),
      headers: cookie ? { cookie } : {},
    });
  const worker = () => createDocumentWorker({ db: ctx.database.db, log: silentLog });

  return { ctx, cookies, upload, uploaded, getJson, details, remove, worker };
}
