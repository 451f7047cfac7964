// Limits and delays from the spec (learner-area.md section 9) and the foundation issue.

export const passwordMinLength = 8;
export const displayNameMaxLength = 255;
export const loginRedirectDelayMs = 200;
export const hashScrollDelayMs = 100;
export const toastDurationMs = 4000;
export const toastMaxVisible = 3;

/**
 * Sessions end after this much inactivity, and in any case after the absolute lifetime (this is its default; admins
 * change it in Admin Settings > User Management, within sessionLifetimeDaysRange).
 */
export const sessionIdleTimeoutMs = 7 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** A password-reset link works once, within this time. */
export const passwordResetLifetimeMs = 60 * 60 * 1000;

/** A link that confirms a new e-mail address works once, within this time. */
export const emailChangeLifetimeMs = 24 * 60 * 60 * 1000;

/** Fixed-window limits; counters live in the database so several instances share them. */
export const rateLimits = {
  // Login counts failures only. One account from one address is the tight limit (django-axes' default pairing), so a
  // stranger guessing from elsewhere cannot lock the owner out; the per-account ceiling bounds guessing spread over
  // many addresses, and the per-address limit bounds guessing spread over many accounts.
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  loginPerAccountAndIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  /**
   * Not a block (L13): past it, attempts from browsers that never signed in to the account are answered after
   * loginSlowDown's delay, and the right password still gets in; browsers known to the account skip it.
   */
  loginPerAccount: { limit: 100, windowMs: 15 * 60 * 1000 },
  /** Wrong current passwords in Settings: a stolen session must not become a way to guess the password. */
  currentPasswordPerUser: { limit: 10, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  registerPerAccount: { limit: 5, windowMs: 60 * 60 * 1000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  passwordResetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  discountPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  checkoutPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  aiPerUser: { limit: 30, windowMs: 10 * 60 * 1000 },
  /** Tutor messages (issue 14): a burst of questions, and a day's worth. */
  tutorPerMinute: { limit: 8, windowMs: 60 * 1000 },
  tutorPerDay: { limit: 200, windowMs: 24 * 60 * 60 * 1000 },
  /** Starting practice exams and retaking quizzes. */
  examStartPerUser: { limit: 30, windowMs: 60 * 60 * 1000 },
  /** Saving answers and flags: a 50-question exam with changes of mind fits easily. */
  examActionPerUser: { limit: 600, windowMs: 10 * 60 * 1000 },
  contactPerIp: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** "Report a problem" (issue 16): enough for a learner who finds several bad items in one sitting, not a flood. */
  problemReportPerUser: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Flashcard imports (CSV, Anki text, .apkg) per learner: a few decks in an evening, never a stream of parses. */
  deckImportPerUser: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Flashcard exports per learner: each builds a file of the whole deck. */
  deckExportPerUser: { limit: 30, windowMs: 60 * 60 * 1000 },
  /** Knowledge-base and asset uploads per admin: a library's worth in an hour, checked file by file. */
  uploadPerUser: { limit: 120, windowMs: 60 * 60 * 1000 },
  /** Public certificate look-ups: plenty for employers checking a few, useless for trying numbers. */
  certificateVerifyPerIp: { limit: 60, windowMs: 15 * 60 * 1000 },
} as const;
/** The wait before answering each login attempt past the per-account ceiling: a step per excess failure, bounded. */
export const loginSlowDown = { stepMs: 250, maxDelayMs: 5000 } as const;
export const loginSlowDownMs = (excessFailures: number) =>
  excessFailures <= 0 ? 0 : Math.min(loginSlowDown.maxDelayMs, excessFailures * loginSlowDown.stepMs);

/** How long a browser that signed in stays known to the account (renewed at each login). */
export const knownDeviceLifetimeMs = 180 * 24 * 60 * 60 * 1000;

export type TRateLimitRule = (typeof rateLimits)[keyof typeof rateLimits];

/** Data-cache defaults (spec 9): data stays fresh 5 minutes and is not refetched on mount or window focus. */
export const queryStaleTimeMs = 5 * 60 * 1000;
/** The session query is retried once before the app treats the visitor as signed out (spec 7). */
export const sessionQueryRetries = 1;

/** The largest value a PostgreSQL `integer` column holds; past it the insert fails. */
export const maxDatabaseInteger = 2_147_483_647;
/** Rows numbered by a PostgreSQL `integer` serial (users, contact messages): a larger id names no row. */
export const maxSerialId = maxDatabaseInteger;
