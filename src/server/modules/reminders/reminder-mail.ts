import { formatHour, reminderMailKind, reminderMailTexts as texts } from '../../../shared/domain/reminder-texts';
import type { TNewMail } from '../mail/mail.service';

export interface TReminderMailInput {
  userId: number;
  email: string;
  displayName: string;
  brandName: string;
  publicOrigin: string;
  unsubscribeToken: string;
  dueCount: number;
  examDaysLeft: number | null;
  reminderHour: number;
  timeZone: string;
}

/**
 * The daily reminder: how many cards are due, a link to the review, the exam countdown when there is one, and the
 * two ways out: a link to the unsubscribe page in the body, and RFC 8058 headers a mail client can POST to itself.
 */
export function reminderMail(input: TReminderMailInput): TNewMail {
  const token = encodeURIComponent(input.unsubscribeToken);
  const pageLink = `${input.publicOrigin}/unsubscribe?token=${token}`;
  const oneClick = `${input.publicOrigin}/_api/reminders/one-click-unsubscribe?token=${token}`;
  const lines = [
    texts.greeting(input.displayName),
    '',
    texts.due(input.dueCount),
    `${input.publicOrigin}/flashcards/review`,
    ...(input.examDaysLeft === null ? [] : ['', texts.countdown(input.examDaysLeft)]),
    '',
    texts.why(input.brandName, formatHour(input.reminderHour), input.timeZone),
    texts.unsubscribe,
    pageLink,
  ];
  return {
    kind: reminderMailKind,
    to: input.email,
    userId: input.userId,
    subject: texts.subject(input.dueCount, input.examDaysLeft),
    text: lines.join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
