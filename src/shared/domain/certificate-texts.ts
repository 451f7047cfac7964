// The Certificate of Completion (issue 12): number format, name rules and every text of its screens and API.

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper is never ambiguous. */
export const certificateAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const certificatePrefix = 'PPC';
/** 16 symbols of 5 bits = 80 random bits, in four groups of four. */
export const certificateGroups = 4;
export const certificateGroupLength = 4;
export const certificateNumberPattern = /^PPC(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/**
 * A number as a person may type it: any case, spaces instead of dashes, and the letters Crockford reads as digits
 * (O as 0, I and L as 1). Anything that still does not match stays as it is and is simply unknown.
 */
export function normalizeCertificateNumber(raw: string): string {
  const compact = raw
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/^PPC/, '');
  const digits = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (digits.length !== certificateGroups * certificateGroupLength) return raw.trim().toUpperCase();
  const groups = digits.match(new RegExp(`.{${certificateGroupLength}}`, 'g')) ?? [];
  return [certificatePrefix, ...groups].join('-');
}

export const printedNameMinLength = 2;
export const printedNameMaxLength = 100;
export const revokeReasonMaxLength = 500;

/** The course a certificate names; the brand comes from the platform settings. */
export const certificateCourseTitle = (brandName: string) =>
  `${brandName} Pesticide Applicator Prep Course: National Core`;
export const finalExamBlueprintId = 'national-core';
export const finalExamName = 'National core practice exam';

export const certificatePath = (number: string) => `/certificates/${number}`;

export const certificateMessages = {
  loadFailed: 'Could not load your certificate status. Please try again.',
  issueFailed: 'Could not issue your certificate. Please try again.',
  renameFailed: 'Could not save the name. Please try again.',
  downloadFailed: 'Could not download your certificate. Please try again.',
  verifyFailed: 'Could not check this certificate. Please try again.',
  revokeFailed: 'Could not revoke the certificate. Please try again.',
  notEligible: 'You have not yet earned the certificate: complete every core lesson, then pass the final exam.',
  notIssued: 'You have no certificate yet.',
  revokedDownload: 'This certificate has been revoked and can no longer be downloaded.',
  alreadyRevoked: 'This certificate is already revoked.',
  revokedNoChanges: 'This certificate has been revoked and can no longer be changed.',
  certificateNotFound: 'Certificate not found.',
  nameTooShort: `Enter the name to print (at least ${printedNameMinLength} characters).`,
  nameTooLong: `The name can be at most ${printedNameMaxLength} characters.`,
  nameControlCharacters: 'The name cannot contain line breaks or other control characters.',
  nameUnprintable: 'The name can only use Latin letters (with accents), digits, spaces and common punctuation.',
  reasonRequired: 'Enter the reason for revoking (it is kept internal).',
  reasonTooLong: `The reason can be at most ${revokeReasonMaxLength} characters.`,
  issued: 'Your certificate is ready.',
  renamed: 'The printed name was updated.',
  revoked: 'Certificate revoked.',
} as const;

export const certificateCardTexts = {
  heading: 'Certificate of Completion',
  intro: 'Complete every core lesson, then pass the final national core exam to earn your certificate.',
  lessons: (completed: number, total: number) => `Core lessons: ${completed} of ${total} completed`,
  lessonsDone: 'All core lessons completed',
  examPassed: (score: number) => `Final exam passed with ${score}%`,
  examNotPassed: (passing: number) => `Final exam: not passed yet (pass mark ${passing}%)`,
  examBestScore: (score: number, passing: number) => `Final exam: best score ${score}% (pass mark ${passing}%)`,
  examAfterLessons: 'Take the final exam after completing every core lesson.',
  earlierPassNotCounted:
    'Your earlier passing exam was taken before you finished the core lessons, so it does not count. Take the final exam again.',
  earned: 'You earned your certificate. Choose how your name is printed, then get it.',
  nameLabel: 'Name to print on the certificate',
  nameHint: 'As you want it to appear, for example with your middle initial.',
  getCertificate: 'Get my certificate',
  issuing: 'Preparing…',
  number: 'Certificate number',
  completedOn: 'Completed on',
  score: 'Final exam score',
  printedName: 'Printed name',
  download: 'Download certificate (PDF)',
  verifyLink: 'Public verification page',
  correctName: 'Correct the printed name',
  saveName: 'Save name',
  saving: 'Saving…',
  cancel: 'Cancel',
  revoked: (date: string) => `This certificate was revoked on ${date}. Contact us if you think this is a mistake.`,
  goToCourse: 'Go to the course',
  takeExam: 'Take the final exam',
  settingsHeading: 'Certificates',
} as const;

export const certificateVerifyTexts = {
  title: 'Verify a certificate',
  heading: 'Certificate verification',
  checking: 'Checking the certificate…',
  valid: 'Valid certificate',
  validIntro: 'This Certificate of Completion was issued by us and is valid.',
  revoked: 'Revoked certificate',
  revokedIntro: (date: string) => `This certificate was revoked on ${date} and is no longer valid.`,
  unknown: 'Unknown certificate number',
  unknownIntro: (number: string) =>
    `We have no certificate with the number ${number}. Check the number on the certificate and try again.`,
  name: 'Issued to',
  course: 'Course',
  completedOn: 'Completed on',
  number: 'Certificate number',
  disclaimer:
    'A Certificate of Completion confirms that the course was completed. It is not a state pesticide applicator license or certification.',
} as const;

export const adminCertificateTexts = {
  heading: 'Certificate of Completion',
  none: 'No certificate issued.',
  number: 'Number',
  issued: 'Issued',
  completed: 'Completed',
  score: 'Exam score',
  printedName: 'Printed name',
  status: 'Status',
  valid: 'Valid',
  revoked: 'Revoked',
  revokedOn: (date: string) => `Revoked on ${date}`,
  reason: 'Reason',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeTitle: 'Revoke this certificate?',
  revokeConfirm: (number: string) =>
    `Certificate ${number} will show as revoked on its public verification page and can no longer be downloaded. This cannot be undone.`,
  reasonLabel: 'Reason (internal, not shown publicly)',
  cancel: 'Cancel',
} as const;
