// The Privacy Policy in plain language. It lists what the database really keeps (see the user-data registry on
// the server) and must change when that does.
import type { TLegalSection } from './legal-types';

export function privacySections(brand: string): TLegalSection[] {
  return [
    {
      heading: 'The short version',
      paragraphs: [
        `${brand} keeps only the data it needs to run your account, your purchase and your studies. We do not sell your data, we do not show ads and we do not use tracking cookies. You can export everything we hold about you or delete your account yourself, at any time.`,
      ],
    },
    {
      heading: 'What we keep and why',
      list: [
        'Account: your e-mail address, display name, a hashed password (never the password itself) and the states or jurisdictions you chose. We need these to sign you in and to show material for your exam.',
        'Purchases: what you bought, when, the amount and its status. We need this to give you access, to honor the money-back guarantee and for our accounting duties. Card details stay with our card payment provider.',
        'Study activity: quiz and exam results, flashcards and their review schedule, and questions you ask the AI tutor. This is what makes progress tracking and spaced repetition work.',
        'Contact messages: what you send us through the contact form, so we can answer and handle refunds.',
        'E-mails sent: a record of the messages we send you (for example account links and password resets), so we can tell whether a message went out.',
        'Session records: when you signed in and a hashed session token, so you stay signed in and so sessions can be ended, for example when you reset your password.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We set one cookie: a session cookie that keeps you signed in. It is strictly necessary, so no consent banner is needed. There are no analytics, advertising or third-party tracking cookies.',
      ],
    },
    {
      heading: 'Who else sees your data',
      paragraphs: [
        'Our card payment provider processes your payment. Our hosting and e-mail services store or deliver data on our behalf. When you use the AI tutor, your question may be sent to an AI service to produce the answer. None of them may use your data for their own purposes.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while your account exists. When you delete your account, your profile, study activity and sessions are removed. Purchase records may be kept as long as tax and accounting law requires.',
      ],
    },
    {
      heading: 'Your choices and rights',
      list: [
        'Export: in Settings, under Privacy & Account, download all your personal data as a JSON file.',
        'Delete: in the same place, delete your account permanently.',
        'Correct: change your name, e-mail and states in your profile.',
        'Ask: for anything else, write to us through the contact form.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords and session tokens are stored only as hashes, connections use HTTPS, and access to personal data is limited to what each part of the service needs.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['If we change this policy we update the date above; important changes are announced by e-mail.'],
    },
  ];
}
