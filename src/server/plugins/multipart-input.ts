import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TUploadedFile } from '../../shared/contract/uploaded-file';
import { maxUploadBytes, uploadTexts } from '../../shared/domain/upload-texts';
import { HttpError } from '../http-error';

/**
 * multipart/form-data for the upload endpoints. The parser is registered for the whole app, but only endpoints
 * declared with the 'multipart' encoding read it: everywhere else such a body is refused (contract.ts).
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    // Past the limit the part is cut off and flagged instead of failing the request, so the caller gets the spec's
    // size message as a 400 on the file's field.
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 10, fields: 20, fieldSize: 64 * 1024, parts: 30 },
  });
}

export const isMultipart = (request: FastifyRequest) => request.isMultipart();

/**
 * The form as one object for the endpoint's schema: text fields as strings, and for each file field its first file
 * (the spec's asset upload: "a single file only, only the first is used"); further files are read and dropped.
 */
export async function readMultipartInput(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, uploadTexts.multipartRequired);
  try {
    return await readParts(request);
  } catch (error) {
    // busboy's and @fastify/multipart's errors: a body with no boundary, cut off mid-part, with malformed part
    // headers. The client sent something that is not a form; that is a 400, never a 500. Limits they report with
    // their own 4xx (too many files or parts) keep it.
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw new HttpError(status, (error as Error).message);
    throw new HttpError(400, uploadTexts.multipartMalformed);
  }
}

async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (!(part.fieldname in input)) input[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.fieldname in input) continue;
    const file: TUploadedFile = {
      filename: part.filename,
      claimedType: part.mimetype,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      tooLarge: part.file.truncated,
    };
    input[part.fieldname] = file;
  }
  return input;
}
