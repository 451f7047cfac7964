import { z } from 'zod';
import {
  printedNameMaxLength,
  printedNameMinLength,
  revokeReasonMaxLength,
  certificateMessages as texts,
} from '../domain/certificate-texts';
import { ZUserId } from './admin-users';
import { endpoint } from './endpoint';

// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
// The PDF's standard fonts print Windows-1252: Latin-1 plus the typographic quotes and dashes people type in names.
const printableOnCertificate = /^[\u0020-\u007e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2013\u2014]*$/;

export const ZPrintedName = z
  .string()
  .refine((name) => !controlCharacters.test(name), texts.nameControlCharacters)
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(printedNameMinLength, texts.nameTooShort)
      .max(printedNameMaxLength, texts.nameTooLong)
      .regex(printableOnCertificate, texts.nameUnprintable),
  );

/** The learner's own certificate. */
export const ZCertificate = z.object({
  number: z.string(),
  printedName: z.string(),
  courseTitle: z.string(),
  examScore: z.number().int(),
  completedAt: z.date(),
  issuedAt: z.date(),
  revokedAt: z.date().nullable(),
  /** The public verification address printed on the PDF and in its QR code. */
  verificationUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificateStatus = z.object({
  coreLessons: z.object({ completed: z.number().int(), total: z.number().int() }),
  finalExam: z.object({
    passingPercent: z.number().int(),
    /** A pass that counts: national core, closed, at or above its pass mark, started after the last core lesson. */
    passed: z.boolean(),
    /** The best score of the exams that count by time (started after the core lessons were done); null if none. */
    bestScore: z.number().int().nullable(),
    /** The learner passed, but only before the core lessons were all done: such a pass does not count. */
    earlierPassNotCounted: z.boolean(),
  }),
  eligible: z.boolean(),
  certificate: ZCertificate.nullable(),
  /** What the name field starts with: the display name. */
  suggestedName: z.string(),
});
export type TCertificateStatus = z.infer<typeof ZCertificateStatus>;

export const getCertificateStatus = endpoint({
  method: 'GET',
  path: '/_api/certificate',
  access: 'learner',
  input: z.strictObject({}),
  response: ZCertificateStatus,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

/** Idempotent: a learner who already has their certificate gets it back unchanged (a double submit is harmless). */
export const issueCertificate = endpoint({
  method: 'POST',
  path: '/_api/certificate/issue',
  access: 'learner',
  input: z.strictObject({ printedName: ZPrintedName }),
  response: ZCertificate,
  encoding: 'superjson',
  fallbackError: texts.issueFailed,
});

/** Corrects the printed name of an issued, valid certificate; the number stays. */
export const renameCertificate = endpoint({
  method: 'POST',
  path: '/_api/certificate/name',
  access: 'learner',
  input: z.strictObject({ printedName: ZPrintedName }),
  response: ZCertificate,
  encoding: 'superjson',
  fallbackError: texts.renameFailed,
});

export const downloadCertificate = endpoint({
  method: 'GET',
  path: '/_api/certificate/pdf',
  access: 'learner',
  input: z.strictObject({}),
  response: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
  encoding: 'file',
  fallbackError: texts.downloadFailed,
});

export const ZCertificateVerification = z.object({
  status: z.enum(['valid', 'revoked', 'unknown']),
  /** The number as looked up (normalised). */
  number: z.string(),
  /** Null for an unknown number. Dates are calendar days (YYYY-MM-DD) in UTC. */
  certificate: z
    .object({
      printedName: z.string(),
      courseTitle: z.string(),
      completedOn: z.string(),
      revokedOn: z.string().nullable(),
    })
    .nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

/** Public, plain JSON (the verification page loads neither superjson nor zod with its first paint). */
export const verifyCertificate = endpoint({
  method: 'GET',
  path: '/_api/certificates/verify',
  access: 'public',
  // Anything typed is looked up: a malformed number is simply unknown.
  input: z.strictObject({ number: z.string() }),
  response: ZCertificateVerification,
  encoding: 'json',
  fallbackError: texts.verifyFailed,
});

export const ZAdminCertificate = ZCertificate.extend({
  id: z.string(),
  revokedReason: z.string().nullable(),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;

export const getUserCertificate = endpoint({
  method: 'GET',
  path: '/_api/admin/user/certificate',
  access: 'admin',
  input: z.strictObject({ id: ZUserId }),
  response: z.object({ certificate: ZAdminCertificate.nullable() }),
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

export const revokeCertificate = endpoint({
  method: 'POST',
  path: '/_api/admin/certificate/revoke',
  access: 'admin',
  input: z.strictObject({
    certificateId: z.string().uuid(texts.certificateNotFound),
    reason: z.string().trim().min(1, texts.reasonRequired).max(revokeReasonMaxLength, texts.reasonTooLong),
  }),
  response: ZAdminCertificate,
  encoding: 'superjson',
  fallbackError: texts.revokeFailed,
});
