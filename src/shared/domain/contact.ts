export const contactStatuses = ['new', 'in_progress', 'resolved'] as const;
export type TContactStatus = (typeof contactStatuses)[number];

export const contactLimits = { messageMin: 10, nameMax: 200, subjectMax: 200, messageMax: 5000, notesMax: 5000 };

export const contactMessages = {
  nameRequired: 'Name is required.',
  invalidEmail: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required.',
  messageTooShort: 'Message must be at least 10 characters long.',
  nameTooLong: 'Name must be at most 200 characters.',
  subjectTooLong: 'Subject must be at most 200 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
  sendFailed: 'Failed to send message.',
  sentTitle: 'Message sent!',
  sentDescription: "We've received your message and will get back to you shortly.",
  submissionFailed: 'Submission Failed',
  notFound: 'Contact message not found.',
  fetchFailed: 'Failed to fetch contact messages',
  updateFailed: 'Failed to update contact message',
} as const;

export const contactPageSize = 10;

/** Labels and states of the public contact form (learner-area.md sections 2 and 4). */
export const contactFormTexts = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  pending: 'Sending...',
  thankYouHeading: 'Thank you!',
  thankYouText: "We've received your message and will get back to you shortly, usually within one business day.",
  sendAnother: 'Send Another Message',
  refundHint: 'Asking for a refund? Mention the e-mail address you purchased with.',
} as const;
