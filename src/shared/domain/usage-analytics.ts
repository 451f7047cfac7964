// Usage analytics (admin-area.md /admin/usage-analytics, issue 16): ranges, thresholds of the abuse rules and the
// page's texts. Pure values and functions, shared by the server's queries and the admin screen.

export const analyticsRanges = [7, 30, 90] as const;
export type TAnalyticsRange = (typeof analyticsRanges)[number];
export const defaultAnalyticsRange: TAnalyticsRange = 30;
/** The cards compare the last 30 days with the 30 before (the spec's "Active Users (30d)"). */
export const analyticsCardPeriodDays = 30;

/**
 * A local day is rolled up (its active learners stored, decision 025) once it ended this long ago: a request
 * that began before midnight may still commit a row stamped before it, and instances' clocks differ by seconds.
 */
export const rollupSettleMinutes = 60;
/**
 * How often a rolled-up day is checked against its rows (one pass over the timestamp indexes of the range). Rows of a
 * closed day change only when they are deleted (an abandoned quiz dropped, a card deleted with its reviews); an
 * erased account makes every day be checked at the next view.
 */
export const rollupRecheckMinutes = 10;
/**
 * Events (visits, registrations' addresses, refusals) and roll-up days are kept this many days: the longest range
 * is 90 local days, which begins at most 90 days and 25 hours before now (a 25-hour daylight-saving day), and the
 * funnel and the abuse rules read events of the range only.
 */
export const analyticsRetentionDays = 92;

/** Whether the runtime knows an IANA zone name; the browser sends its own (Intl's resolvedOptions). */
export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What counts as inhuman. Each rule names the evidence it found, so an admin can judge before acting.
 * - An exam or quiz attempt whose answers came less than `fastAnswerSeconds` apart on average (start to last answer)
 *   cannot have been read; a learner is flagged with at least `fastAnswersMin` answers in such attempts.
 * - `reviewsPerMinute` flashcard grades in one minute is two seconds a card, front and back.
 * - `tutorMessagesPerDay` questions to the tutor in one day is scripted use (the per-day limit is a little above).
 * - `registrationsPerAddress` accounts from one address in one day.
 * - `refusalsPerSubject` requests refused by a rate limit (429) from one address or account in the range.
 */
export const abuseThresholds = {
  fastAnswerSeconds: 2,
  fastAnswersMin: 10,
  reviewsPerMinute: 30,
  tutorMessagesPerDay: 150,
  registrationsPerAddress: 5,
  refusalsPerSubject: 10,
} as const;

/** At most this many flags are listed, worst first. */
export const abuseFlagLimit = 100;

export const abuseKinds = [
  'fast_answers',
  'review_burst',
  'tutor_volume',
  'mass_registration',
  'rate_limited',
] as const;
export type TAbuseKind = (typeof abuseKinds)[number];

export const usageAnalyticsTexts = {
  // Beside the spec's subtitle (which it must not repeat): the spec's page description names bot detection.
  pageDescription:
    'Spot potential bot activity and abuse before it costs you: the flags below list accounts and addresses that act faster or more often than a person can.',
  cards: {
    totalUsers: { title: 'Total Users', description: 'Registered platform users', comparedWith: '30 days ago' },
    activeUsers: {
      title: 'Active Users (30d)',
      description: 'Users with recent activity',
      comparedWith: 'the 30 days before',
    },
    tutorMessages: {
      title: 'AI Assistant Usage',
      description: 'Messages sent this month',
      comparedWith: 'the same days last month',
    },
    examsCompleted: { title: 'Exams Completed', description: 'Total exam attempts', comparedWith: '30 days ago' },
  },
  activityHeading: 'Platform Activity',
  rangeLabel: 'Range',
  rangeOption: (days: number) => `Last ${days} days`,
  timeZoneNote: (zone: string) => `Days in your time zone (${zone}).`,
  funnelHeading: 'Funnel',
  funnelDescription:
    'Visitors in the range, the accounts made in it, which of those bought, and which of the buyers studied.',
  abuseHeading: 'Bot and abuse detection',
  abuseDescription: 'Accounts and addresses whose activity in the range no person produces, with the evidence.',
  abuseEmpty: 'Nothing inhuman in this range.',
  showTable: 'Show the figures as a table',
  loadFailed: 'Could not load the analytics.',
  invalidTimeZone: 'Time zone must be an IANA name such as America/Chicago.',
  invalidRange: 'Range must be 7, 30 or 90 days.',
  viewUser: 'View user',
  accountsFromAddress: 'Accounts from this address',
} as const;

export const seriesLabels = {
  activeLearners: 'Daily active learners',
  signUps: 'Sign-ups',
  purchases: 'Purchases',
  revenueCents: 'Revenue (refunds netted)',
  quizAttempts: 'Quiz attempts',
  examAttempts: 'Exam attempts',
  flashcardReviews: 'Flashcard reviews',
  tutorMessages: 'Tutor messages',
} as const;
export type TSeriesKey = keyof typeof seriesLabels;

export const funnelLabels = {
  visitors: 'Visitors',
  registered: 'Registered',
  purchased: 'Purchased',
  active: 'Active',
} as const;

export const abuseKindLabels: Record<TAbuseKind, string> = {
  fast_answers: 'Answers faster than reading',
  review_burst: 'Flashcard reviews at machine speed',
  tutor_volume: 'Tutor messages at scale',
  mass_registration: 'Mass registrations from one address',
  rate_limited: 'Requests refused by rate limits',
};

/** "+12% vs 30 days ago (250)": the change against the card's previous period, named. */
export function describeChange(value: number, previous: number, comparedWith: string): string {
  if (value === previous) return `No change vs ${comparedWith}`;
  if (previous === 0) return `+${value.toLocaleString('en-US')} vs none ${comparedWith}`;
  const percent = Math.round(((value - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% vs ${comparedWith} (${previous.toLocaleString('en-US')})`;
}
