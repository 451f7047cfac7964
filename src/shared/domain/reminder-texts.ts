// Study reminders (Settings > Notifications, issue 16): their defaults, the quiet-hours rule and every text the
// learner reads, in the tab, in the mail and on the unsubscribe page.

export const reminderDefaults = {
  emailEnabled: false,
  reminderHour: 18,
  quietHoursEnabled: false,
  quietStartHour: 22,
  quietEndHour: 7,
  examDate: null as string | null,
} as const;

/** Days before the exam on which the daily reminder goes out even with no card due, counting down. */
export const examCountdownDays = [30, 14, 7, 3, 2, 1, 0] as const;

/** The outbox kind of a reminder mail (pending ones are withdrawn when the learner unsubscribes). */
export const reminderMailKind = 'study-reminder';

export const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Whether a local hour falls in the quiet hours [start, end): 22 to 7 spans midnight (22:00 up to 07:00), 1 to 6 does
 * not. Equal bounds are refused by the form, and here mean no quiet hours at all.
 */
export function isQuietHour(hour: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** 18 as "6:00 PM", the way US learners read a clock. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

/** Whole days from one calendar date to another (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A real YYYY-MM-DD date: 2026-02-30 and 2026-13-01 are not. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const reminderMessages = {
  getFailed: 'Failed to load notification settings',
  updateFailed: 'Failed to update notification settings',
  saving: 'Saving notification settings...',
  saved: 'Notification settings saved',
  invalidHour: 'Choose an hour between 0 and 23.',
  invalidDate: 'Choose a valid date.',
  examDateInPast: 'The exam date cannot be in the past.',
  quietHoursEqual: 'Quiet hours must start and end at different times.',
  invalidToken: 'This unsubscribe link is not valid. Turn reminders off in Settings > Notifications instead.',
  unsubscribeFailed: 'Failed to unsubscribe',
  unsubscribed: 'You will get no more study reminders. You can turn them back on in Settings > Notifications.',
} as const;

export const reminderTabTexts = {
  title: 'Notifications',
  intro: 'A daily e-mail when flashcards are due for review, at the hour you choose in your time zone.',
  email: 'Email Notifications',
  emailHelp: 'A study reminder on days when flashcards are due, with how many and a link to review.',
  reminderHour: 'Reminder time',
  reminderHourHelp: 'The hour the reminder is sent, in your time zone.',
  examDate: 'Exam date (optional)',
  examDateHelp: 'Reminders count down the days to your exam, and also come on the last days before it.',
  quietHours: 'Quiet Hours',
  quietHoursHelp: 'No reminder is sent between these hours, even across midnight.',
  quietStart: 'Quiet from',
  quietEnd: 'Quiet until',
  timeZone: 'Time zone',
  timeZoneFallback: 'not set yet, so UTC is used',
  changeTimeZone: 'Change time zone',
  reminderInQuietHours: 'Your reminder time falls within your quiet hours, so no reminder will be sent.',
  save: 'Save notification settings',
  saving: 'Saving...',
} as const;

export const unsubscribeTexts = {
  title: 'Unsubscribe',
  heading: 'Stop study reminders',
  description: 'Press the button to stop the daily study reminder e-mails for this account.',
  submit: 'Unsubscribe',
  submitting: 'Unsubscribing...',
  missingToken: 'This link is incomplete. Open it again from the reminder e-mail.',
  toSettings: 'Go to Settings',
} as const;

export const reminderMailTexts = {
  subject: (dueCount: number, examDaysLeft: number | null) => {
    if (dueCount > 0) return `${dueCount} flashcard${dueCount === 1 ? '' : 's'} due for review today`;
    if (examDaysLeft === 0) return 'Your exam is today';
    return `${examDaysLeft} day${examDaysLeft === 1 ? '' : 's'} until your exam`;
  },
  greeting: (name: string) => `Hello ${name},`,
  due: (dueCount: number) =>
    dueCount > 0
      ? `You have ${dueCount} flashcard${dueCount === 1 ? '' : 's'} due for review today. Review them here:`
      : 'No flashcards are due today. A short review keeps what you know fresh:',
  countdown: (examDaysLeft: number) =>
    examDaysLeft === 0
      ? 'Your exam is today. Good luck!'
      : `Your exam is in ${examDaysLeft} day${examDaysLeft === 1 ? '' : 's'}.`,
  why: (brandName: string, hour: string, timeZone: string) =>
    `You get this e-mail because you turned on study reminders at ${brandName} (daily at ${hour}, ${timeZone}).`,
  unsubscribe: 'Unsubscribe from study reminders with one click:',
} as const;
