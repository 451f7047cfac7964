// Texts of the public marketing pages (learner-area.md section 2): the offer, the home demo, the features page.
// The facts come from section 1 of the spec and from pricing.ts, so a price change is made in one place.
import { formatWholeDollars, kitListPriceCents, kitPriceCents, moneyBackGuaranteeDays } from './pricing';

export const kitName = 'Complete Study Kit';
export const kitPrice = formatWholeDollars(kitPriceCents);
export const kitListPrice = formatWholeDollars(kitListPriceCents);

/** What one purchase includes, shown on the home pricing section and the pricing card. */
export const kitInclusions = [
  'Complete prep course for your exam category',
  'AI tutor that answers questions and simplifies hard topics',
  'Unlimited practice quizzes and timed exam simulations',
  'Pre-made flashcard decks plus your own, with spaced repetition',
  'Performance analytics and progress tracking',
  'Study guides and a Certificate of Completion',
  'Lifetime updates for your exam category',
] as const;

export const offerFacts = {
  oneTime: 'One-time payment. No recurring fees.',
  guarantee: `${moneyBackGuaranteeDays}-day full money-back guarantee`,
  cards: 'Visa, Mastercard and American Express accepted',
} as const;

export const pricingButtonTexts = {
  home: { start: 'Get Your Exam Kit', dashboard: 'Access Your Content', completePurchase: 'Complete Your Purchase' },
  page: { start: 'Get Started Now', dashboard: 'Go to Dashboard', completePurchase: 'Purchase Now' },
} as const;

export const homeSectionTexts = {
  featuresHeading: 'Everything you need to pass',
  demoHeading: 'Try it before you buy',
  demoIntro: 'See how the AI tutor answers and how the flashcards work. No account needed.',
  pricingHeading: 'One kit. One price. Everything included.',
  pricingIntro: 'Pay once and study at your own pace until exam day.',
  exploreFeatures: 'Explore Features',
} as const;

export const demoTexts = {
  aiTab: 'AI Assistant',
  flashcardsTab: 'Flashcards',
  typing: 'AI Assistant is typing',
  nextQuestion: 'Ask another question',
  term: 'Term',
  definition: 'Definition',
  flipHint: 'Click, or press Enter or Space, to flip',
  previous: 'Previous',
  next: 'Next',
  loadFailed: 'Unable to load flashcards',
  usingSample: 'Using sample data',
  loading: 'Loading flashcards...',
} as const;

/** The canned demo conversation (spec 2: three questions, answered after the typing delay). */
export const demoQuestions = [
  {
    question: 'Someone swallowed a pesticide. What should I do first?',
    answer:
      'Follow the First Aid statement on the label and call the national Poison Control Center at 1-800-222-1222 ' +
      '(or 911 if the person is unconscious or not breathing). Keep the label with you so you can read the product ' +
      'name and active ingredient to the specialist. Do not make the person vomit unless the label or Poison Control tells you to.',
  },
  {
    question: 'What is the difference between a restricted-use and a general-use pesticide?',
    answer:
      'A restricted-use pesticide (RUP) can harm people or the environment even when used as directed, so EPA allows ' +
      'only certified applicators, or people working under their direct supervision, to buy and apply it. ' +
      'A general-use pesticide can be bought and applied by the public when the label directions are followed.',
  },
  {
    question: 'What does the restricted-entry interval (REI) on a label mean?',
    answer:
      'The REI is the time after an application during which workers may not enter the treated area without the ' +
      'early-entry PPE the label requires. It is set on the label (often 12 to 72 hours) and under the Worker ' +
      'Protection Standard the area must stay posted or workers must be warned orally.',
  },
] as const;

/** Used when the homepage flashcards call fails (spec 2), so the demo still works offline. */
export const sampleFlashcards: { id: string; front: string; back: string; tags: string[] }[] = [
  {
    id: 'sample-1',
    front: 'Signal word',
    back: 'DANGER, WARNING or CAUTION on the label: it tells you how acutely toxic the product is, DANGER being the most.',
    tags: ['Label & Labeling'],
  },
  {
    id: 'sample-2',
    front: 'LD50',
    back: 'The dose that kills half of a test population, in mg per kg of body weight. The lower the LD50, the more toxic the product.',
    tags: ['Pesticide Safety / Toxicity'],
  },
  {
    id: 'sample-3',
    front: 'Integrated Pest Management (IPM)',
    back: 'Combining monitoring, prevention and biological, cultural, mechanical and chemical controls to keep pests below damaging levels.',
    tags: ['Integrated Pest Management (IPM)'],
  },
  {
    id: 'sample-4',
    front: 'Drift',
    back: 'Movement of spray droplets or vapor away from the target site through the air, for example with wind or fine nozzles.',
    tags: ['Environmental Protection'],
  },
];

export const featureTexts = {
  items: [
    {
      key: 'ai',
      title: 'AI Assistant',
      text: 'Ask anything about labels, toxicity, PPE, laws or calibration. The tutor answers in plain language, simplifies hard topics and can quiz you on them.',
    },
    {
      key: 'quizzes',
      title: 'Quizzes & Exams',
      text: 'Unlimited practice quizzes on the topics you choose and timed exam simulations in the format of the real certification test, with explanations for every answer.',
    },
    {
      key: 'flashcards',
      title: 'Smart Flashcards',
      text: 'Pre-made decks and your own cards, scheduled with the SM-2 spaced-repetition algorithm so you review each card right before you would forget it.',
    },
  ],
  ctaHeading: 'Ready to pass your exam?',
  ctaText: `Get the ${kitName} for a one-time ${kitPrice}, backed by a ${moneyBackGuaranteeDays}-day money-back guarantee.`,
  ctaPricing: 'See Pricing',
  ctaRegister: 'Create Free Account',
} as const;

/** Demo timings (spec 9): the canned chat's typing delay and the flashcard change delay. */
export const demoTimings = { typingDelayMs: 1500, cardChangeDelayMs: 150 } as const;
