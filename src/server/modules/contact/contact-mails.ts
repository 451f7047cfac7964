import type { TContactSubmission } from '../../../shared/contract/contact';
import type { TNewMail } from '../mail/mail.service';

/**
 * The visitor's own copy goes to whatever address they typed, so it carries none of their words (name, subject,
 * message): otherwise the form would relay attacker-written text from our domain to any inbox.
 */
export function contactAcknowledgement(submission: TContactSubmission, brandName: string): TNewMail {
  return {
    kind: 'contact-acknowledgement',
    to: submission.email,
    subject: `We received your message to ${brandName}`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${brandName}. We have your message and will answer within two business days.`,
      'If you are asking for a refund, it is covered by our 14-day money-back guarantee.',
      '',
      'If you did not use our contact form, you can ignore this mail.',
    ].join('\n'),
  };
}

export function contactNotification(submission: TContactSubmission, adminEmail: string, inboxUrl: string): TNewMail {
  return {
    kind: 'contact-notification',
    to: adminEmail,
    subject: `New contact message: ${submission.subject}`,
    text: [
      `From: ${submission.name} <${submission.email}>`,
      '',
      submission.message,
      '',
      `Answer it from the inbox: ${inboxUrl}`,
    ].join('\n'),
  };
}
