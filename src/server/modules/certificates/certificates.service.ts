import { and, eq, isNull } from 'drizzle-orm';
import type { TCertificateStatus, TCertificateVerification } from '../../../shared/contract/certificates';
import {
  certificateCourseTitle,
  certificateNumberPattern,
  normalizeCertificateNumber,
  certificateMessages as texts,
} from '../../../shared/domain/certificate-texts';
import type { TDatabase } from '../../db/client';
import { certificates, type TCertificateRow, type TUserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http-error';
import { getPlatformConfig } from '../platform/platform.service';
import { generateCertificateNumber } from './certificate-number';
import { calendarDay, presentAdminCertificate, presentCertificate } from './certificate-presenter';
import { checkEligibility } from './eligibility.service';

/** A fresh number colliding with an existing one is a 1-in-2^80 event; a few tries are more than enough. */
const numberAttempts = 5;

async function ownCertificate(db: TDatabase, userId: number): Promise<TCertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.userId, userId));
  return row;
}

export async function getCertificateStatus(
  db: TDatabase,
  user: TUserRow,
  publicOrigin: string,
): Promise<TCertificateStatus> {
  const [eligibility, certificate] = await Promise.all([checkEligibility(db, user.id), ownCertificate(db, user.id)]);
  return {
    coreLessons: eligibility.coreLessons,
    finalExam: {
      passingPercent: eligibility.passingPercent,
      passed: eligibility.qualifyingExam !== null,
      bestScore: eligibility.bestScore,
      earlierPassNotCounted: eligibility.earlierPassNotCounted,
    },
    eligible: eligibility.qualifyingExam !== null,
    certificate: certificate ? presentCertificate(certificate, publicOrigin) : null,
    suggestedName: user.displayName,
  };
}

/**
 * Issues the learner's one certificate. In a transaction: eligibility is read and the row written together, and the
 * unique index on user_id makes a double submit (or two tabs) end with one certificate, which both callers get.
 * Once issued, the certificate stays: unmarking a lesson later does not take it back.
 */
export async function issueCertificate(db: TDatabase, user: TUserRow, printedName: string, publicOrigin: string) {
  const existing = await ownCertificate(db, user.id);
  if (existing) return presentCertificate(existing, publicOrigin);
  const { brandName } = await getPlatformConfig(db);
  const row = await db.transaction(async (tx) => {
    const { qualifyingExam } = await checkEligibility(tx as TDatabase, user.id);
    if (!qualifyingExam) throw forbidden(texts.notEligible);
    for (let attempt = 0; attempt < numberAttempts; attempt++) {
      const [inserted] = await tx
        .insert(certificates)
        .values({
          userId: user.id,
          number: generateCertificateNumber(),
          printedName,
          courseTitle: certificateCourseTitle(brandName),
          examAttemptId: qualifyingExam.attemptId,
          examScore: qualifyingExam.score,
          completedAt: qualifyingExam.closedAt,
        })
        // Either unique index: the learner's own row (a parallel request won) or, rarely, a number already taken.
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [winner] = await tx.select().from(certificates).where(eq(certificates.userId, user.id));
      if (winner) return winner;
    }
    throw new Error('no free certificate number after several attempts');
  });
  return presentCertificate(row, publicOrigin);
}

/** The printed name may be corrected (a typo, a middle initial); the number, date and score stay. */
export async function renameCertificate(db: TDatabase, user: TUserRow, printedName: string, publicOrigin: string) {
  const [row] = await db
    .update(certificates)
    .set({ printedName })
    .where(and(eq(certificates.userId, user.id), isNull(certificates.revokedAt)))
    .returning();
  if (row) return presentCertificate(row, publicOrigin);
  const existing = await ownCertificate(db, user.id);
  throw existing ? conflict(texts.revokedNoChanges) : notFound(texts.notIssued);
}

/** The certificate to print; a revoked one is refused rather than printed (a PDF must never pass for valid). */
export async function certificateForDownload(db: TDatabase, userId: number) {
  const row = await ownCertificate(db, userId);
  if (!row) throw notFound(texts.notIssued);
  if (row.revokedAt) throw conflict(texts.revokedDownload);
  return row;
}

/** What anyone may learn from a number: the name, course and date, and whether it was revoked (not why). */
export async function verifyCertificate(db: TDatabase, rawNumber: string): Promise<TCertificateVerification> {
  // Whatever was typed, however long, is looked up as a number; only a short echo of it goes back.
  const number = normalizeCertificateNumber(rawNumber.slice(0, 64));
  const [row] = certificateNumberPattern.test(number)
    ? await db.select().from(certificates).where(eq(certificates.number, number))
    : [];
  if (!row) return { status: 'unknown', number, certificate: null };
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    number,
    certificate: {
      printedName: row.printedName,
      courseTitle: row.courseTitle,
      completedOn: calendarDay(row.completedAt),
      revokedOn: row.revokedAt ? calendarDay(row.revokedAt) : null,
    },
  };
}

export async function getUserCertificate(db: TDatabase, userId: number, publicOrigin: string) {
  const row = await ownCertificate(db, userId);
  return { certificate: row ? presentAdminCertificate(row, publicOrigin) : null };
}

export async function revokeCertificate(
  db: TDatabase,
  admin: TUserRow,
  input: { certificateId: string; reason: string },
  publicOrigin: string,
) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: input.reason, revokedBy: admin.id })
    .where(and(eq(certificates.id, input.certificateId), isNull(certificates.revokedAt)))
    .returning();
  if (row) return presentAdminCertificate(row, publicOrigin);
  const [existing] = await db.select().from(certificates).where(eq(certificates.id, input.certificateId));
  throw existing ? conflict(texts.alreadyRevoked) : notFound(texts.certificateNotFound);
}
