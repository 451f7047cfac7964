import type { TAdminCertificate, TCertificate } from '../../../shared/contract/certificates';
import { certificatePath } from '../../../shared/domain/certificate-texts';
import type { TCertificateRow } from '../../db/schema';

export const verificationUrl = (publicOrigin: string, number: string) =>
  `${publicOrigin.replace(/\/+$/, '')}${certificatePath(number)}`;

/** The learner's view: everything printed on the PDF, never the admin's revocation reason. */
export const presentCertificate = (row: TCertificateRow, publicOrigin: string): TCertificate => ({
  number: row.number,
  printedName: row.printedName,
  courseTitle: row.courseTitle,
  examScore: row.examScore,
  completedAt: row.completedAt,
  issuedAt: row.issuedAt,
  revokedAt: row.revokedAt,
  verificationUrl: verificationUrl(publicOrigin, row.number),
});

export const presentAdminCertificate = (row: TCertificateRow, publicOrigin: string): TAdminCertificate => ({
  ...presentCertificate(row, publicOrigin),
  id: row.id,
  revokedReason: row.revokedReason,
});

/** A calendar day in UTC, as the certificate and the public page print it. */
export const calendarDay = (date: Date) => date.toISOString().slice(0, 10);
