import { z } from 'zod';
import { maxUploadBytes, uploadTexts } from '../domain/upload-texts';

/**
 * A file field of a multipart endpoint as the server hands it to the schema: the whole content read into memory
 * (never more than the size limit plus one byte) and whether it went past the limit.
 */
export interface TUploadedFile {
  filename: string;
  /** The type the browser claimed; informative only, the services decide from the content. */
  claimedType: string;
  bytes: Uint8Array;
  /** The part was longer than the limit; the rest was not read. */
  tooLarge: boolean;
}

const isUploadedFile = (value: unknown): value is TUploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as TUploadedFile).bytes instanceof Uint8Array &&
  typeof (value as TUploadedFile).filename === 'string';

/** A required file of at most `maxBytes` (no more than the parser's limit, maxUploadBytes), else `tooLarge`. */
export const uploadedFileOfAtMost = (maxBytes: number, tooLarge: string) =>
  z
    .custom<TUploadedFile>(isUploadedFile, uploadTexts.fileRequired)
    .refine((file) => !file.tooLarge && file.bytes.byteLength <= maxBytes, tooLarge);

/** A required file of at most the upload limit (spec: "File is required.", "File size should be less than 10MB."). */
export const ZUploadedFile = uploadedFileOfAtMost(maxUploadBytes, uploadTexts.tooLarge);
