import type { TContactSubmission } from '../../../shared/contract/contact';
import type { TNewMail } from '../mail/mail.service';

export function contactAcknowledgement(submission: TContactSubmission, brandName: string): TNewMail {
  return {
    kind: 'contact-acknowledgement',
    to: submission.email,
    subject: `We received your message: ${submission.subject}`,
    text: [
      `Hello ${submission.name},`,
      '',
      `Thank you for writing to ${brandName}. We have your message and will answer within two business days.`,
      'If you are asking for a refund, it is covered by our 14-day money-back guarantee.',
      '',
      'Your message:',
      submission.message,
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
