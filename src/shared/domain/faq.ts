// FAQ entries (spec 3: a category with question/answer pairs). Answers restate the facts of learner-area.md
// section 1; amounts and days come from pricing.ts so they cannot drift from the offer.
import { formatWholeDollars, kitListPriceCents, kitPriceCents, moneyBackGuaranteeDays } from './pricing';

export interface TFaqEntry {
  question: string;
  answer: string;
}
export interface TFaqCategory {
  category: string;
  entries: TFaqEntry[];
}

const price = formatWholeDollars(kitPriceCents);
const days = moneyBackGuaranteeDays;

const entry = {
  whatIs: {
    question: 'What is this platform?',
    answer:
      'An online exam-prep platform for US pesticide applicator certification. It combines a prep course, an AI tutor, practice quizzes and timed exams, flashcards with spaced repetition and progress tracking.',
  },
  cost: {
    question: 'How much does it cost?',
    answer: `The Complete Study Kit is a one-time payment of ${price} (regular price ${formatWholeDollars(kitListPriceCents)}). There are no recurring fees or subscriptions.`,
  },
  included: {
    question: "What's included in the Complete Study Kit?",
    answer:
      'The prep course, the AI tutor, unlimited practice quizzes and timed exam simulations, pre-made and custom flashcards, performance analytics, study guides and a Certificate of Completion.',
  },
  payment: {
    question: 'Which payment methods do you accept?',
    answer:
      'Major credit cards: Visa, Mastercard and American Express. Payments are processed by our card payment provider; we never see or store your card number.',
  },
  guarantee: {
    question: 'Is there a money-back guarantee?',
    answer: `Yes. If the kit is not right for you, you get a full refund within ${days} days of purchase, no questions asked.`,
  },
  refundHow: {
    question: 'How do I request a refund?',
    answer: `Send us a message through the contact form, or reply to your purchase confirmation e-mail, within ${days} days of purchase.`,
  },
  updates: {
    question: 'Do I get updates?',
    answer: 'Yes. Updates for the exam category you purchased are included for life, at no extra cost.',
  },
  afterPurchase: {
    question: 'What happens after I pay?',
    answer:
      'You receive an e-mail with a link to create your account and set your password. Once you log in, everything is available on your dashboard.',
  },
} satisfies Record<string, TFaqEntry>;

/** The 7 questions of the pricing page accordion. */
export const pricingFaq: TFaqEntry[] = [
  entry.cost,
  entry.included,
  entry.payment,
  entry.guarantee,
  entry.refundHow,
  entry.updates,
  entry.afterPurchase,
];

export const faqCategories: TFaqCategory[] = [
  {
    category: 'General & Getting Started',
    entries: [
      entry.whatIs,
      {
        question: 'Who is it for?',
        answer:
          'Anyone preparing for a commercial applicator, private applicator or technician certification exam, at state or federal level.',
      },
      {
        question: 'How do I get started?',
        answer:
          'Create a free account, then purchase the Complete Study Kit to unlock the study material on your dashboard.',
      },
    ],
  },
  {
    category: 'Purchasing & Pricing',
    entries: [entry.cost, entry.included, entry.payment, entry.afterPurchase],
  },
  {
    category: 'Refunds & Guarantee',
    entries: [
      entry.guarantee,
      entry.refundHow,
      {
        question: 'How long does a refund take?',
        answer:
          'We issue approved refunds to the card you paid with. Your bank usually shows the money within 5 to 10 business days.',
      },
    ],
  },
  {
    category: 'Exam Preparation & Certification',
    entries: [
      {
        question: 'Do the practice exams match the real exam?',
        answer:
          'The practice exams mimic the format of the real certification exam, with a timer for exam simulation, and explain every answer.',
      },
      {
        question: 'Do I get a certificate?',
        answer:
          'Yes. After finishing the main prep course and passing the final practice exam you can download a Certificate of Completion. It shows your preparation; it is not the state license itself.',
      },
      {
        question: 'Does this replace the official manual or label?',
        answer:
          'No. Your state’s official study manual and the product label are the authority. Use the platform to learn and practice, and check details against them.',
      },
    ],
  },
  {
    category: 'Platform Features',
    entries: [
      {
        question: 'What can the AI tutor do?',
        answer: 'It answers your questions, simplifies difficult topics and generates practice quizzes for you.',
      },
      {
        question: 'How do the flashcards work?',
        answer:
          'Use the pre-made decks or create your own cards. Reviews are scheduled with the SM-2 spaced-repetition algorithm, so cards come back just before you would forget them.',
      },
      {
        question: 'Can I track my progress?',
        answer: 'Yes. Performance analytics show your scores over time and which topics need more work.',
      },
    ],
  },
  {
    category: 'Technical Support',
    entries: [
      {
        question: 'Which devices and browsers are supported?',
        answer: 'Any modern browser on desktop or mobile. There is nothing to install.',
      },
      {
        question: 'I forgot my password. What do I do?',
        answer: 'Use the Forgot Password link on the login page to reset it.',
      },
      {
        question: 'How do I reach support?',
        answer: 'Send us a message through the contact form and we will get back to you shortly.',
      },
    ],
  },
  {
    category: 'Accounts & Privacy',
    entries: [
      {
        question: 'What personal data do you keep?',
        answer:
          'Your e-mail, display name, a hashed password, your chosen states, your purchases, your study activity and messages you send us. The Privacy Policy explains each in detail.',
      },
      {
        question: 'Can I export or delete my data?',
        answer:
          'Yes. In Settings, under Privacy & Account, you can download all your personal data as a file or permanently delete your account.',
      },
      {
        question: 'Do you use tracking cookies?',
        answer: 'No. We set one session cookie to keep you signed in, and nothing for tracking or advertising.',
      },
    ],
  },
];

export const pricingFaqHeading = 'Pricing questions';

export const faqFooterTexts = {
  heading: 'Still have questions?',
  text: 'Our support team is happy to help.',
  button: 'Contact Support',
} as const;
