// Page titles, headings and short texts of the screens (learner-area.md section 2, admin-area.md section 2).
// `title` goes into document.title (the brand name is appended); `heading` is the visible h1.

import { passwordMinLength } from './limits';
import { formatWholeDollars, kitPriceCents, moneyBackGuaranteeDays } from './pricing';

export interface TPageText {
  title: string;
  heading: string;
  description?: string;
}

export const heroButtonTexts = {
  start: 'Start Studying Now',
  dashboard: 'Go to Dashboard',
  completePurchase: 'Complete Your Purchase',
} as const;

export const guaranteeBadgeText = `${moneyBackGuaranteeDays}-day money-back guarantee`;

export const authPageTexts = {
  login: { title: 'Log In', heading: 'Welcome Back', description: 'Log in to continue your exam preparation.' },
  register: {
    title: 'Sign Up',
    heading: 'Create an Account',
    description: 'Start preparing for your pesticide applicator exam.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    heading: 'Forgot Password',
    description: "Enter your account's e-mail address and we will send you a link to set a new password.",
  },
  resetPassword: {
    title: 'Reset Password',
    heading: 'Set a New Password',
    description: 'Choose a new password for your account.',
  },
} satisfies Record<string, TPageText>;

export const authFormTexts = {
  email: 'Email',
  password: 'Password',
  displayName: 'Display Name',
  states: 'State / Jurisdiction',
  passwordHelp: `At least ${passwordMinLength} characters, with an uppercase letter, a lowercase letter and a number.`,
  statesHelp: 'Choose the exams you are preparing for.',
  forgotPassword: 'Forgot Password?',
  loginSubmit: 'Log In',
  loginPending: 'Logging in...',
  registerSubmit: 'Create Account',
  registerPending: 'Creating account...',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  contactSupport: 'Contact Support',
  sendResetLink: 'Send Reset Link',
  sendingResetLink: 'Sending...',
  newPassword: 'New Password',
  setPassword: 'Set Password',
  settingPassword: 'Saving...',
  backToLogin: 'Back to Log In',
  requestNewLink: 'Request a new link',
} as const;

export const dashboardTexts = {
  title: 'Dashboard',
  welcome: (displayName: string) => `Welcome, ${displayName}!`,
  studentIntro: 'Pick up where you left off.',
  adminHeading: 'Admin Dashboard',
  adminIntro: 'Manage the platform, its students and its content.',
} as const;

export const backToDashboardText = 'Back to Dashboard';
export const backToFlashcardsText = 'Back to Flashcards';

export const learnerPageTexts = {
  settings: { title: 'Settings', heading: 'Settings' },
  exams: { title: 'AI Exam Generator', heading: 'AI Exam Generator' },
  flashcards: { title: 'Flashcards', heading: 'Flashcards' },
  flashcardReview: { title: 'Flashcard Review', heading: 'Flashcard Review' },
  aiAssistant: {
    title: 'AI Assistant',
    heading: 'AI Assistant',
    description: 'Your personal tutor for the pesticide industry. Ask me anything!',
  },
} satisfies Record<string, TPageText>;

export const marketingPageTexts = {
  features: {
    title: 'Features',
    heading: 'Features',
    description:
      'An AI tutor that answers your questions, practice quizzes and exams that mimic the real test, and flashcards reviewed with spaced repetition.',
  },
  pricing: {
    title: 'Pricing',
    heading: 'Simple, Honest Pricing',
    description:
      `One payment of ${formatWholeDollars(kitPriceCents)} for the Complete Study Kit, with no recurring fees and a ` +
      `${moneyBackGuaranteeDays}-day full money-back guarantee.`,
  },
  faq: {
    title: 'FAQ',
    heading: 'Frequently Asked Questions',
    description: 'Answers about the platform, pricing and features.',
  },
  contact: {
    title: 'Contact',
    heading: 'Contact Us',
    description:
      'Questions about the platform, your purchase or a refund? Send us a message and we will get back to you shortly.',
  },
  terms: {
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description: `The rules for using the platform in plain language: the one-time ${formatWholeDollars(kitPriceCents)} purchase, the ${moneyBackGuaranteeDays}-day money-back guarantee and acceptable use.`,
  },
  privacy: {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: 'Which personal data we keep, why we keep it, and how you can export it or delete your account.',
  },
} satisfies Record<string, TPageText>;

export const adminPageTexts = {
  content: { title: 'Content Dashboard - Admin', heading: 'Content Dashboard' },
  users: {
    title: 'User Management - Admin',
    heading: 'User Management',
    description: 'Manage all users on the platform.',
  },
  usageAnalytics: {
    title: 'Usage Analytics',
    heading: 'Usage Analytics',
    description: 'Monitor platform activity and user engagement',
  },
  flashcards: {
    title: 'Manage Flashcards | Admin',
    heading: 'Flashcard Management',
    description: 'Oversee, search, and manage all flashcards in the system.',
  },
  knowledgeBase: {
    title: 'Knowledge Base',
    heading: 'Knowledge Base',
    description: "Upload and manage PDF and text documents for the AI assistant's knowledge base.",
  },
  tags: { title: 'Manage Tags - Admin', heading: 'Tags' },
  glossary: { title: 'Manage Glossary - Admin', heading: 'Glossary' },
  settings: {
    title: 'Platform Settings - Admin',
    heading: 'Platform Settings',
    description: 'Brand, home page copy, AI system prompt, registration and sessions, and the health of every part.',
  },
  assets: { title: 'Asset Library - Admin', heading: 'Asset Library' },
  contact: { title: 'Contact Messages - Admin', heading: 'Contact Messages' },
  discountCodes: {
    title: 'Discount Codes',
    heading: 'Discount Codes',
    description: 'Manage coupons and promotions for your students.',
  },
} satisfies Record<string, TPageText>;

export const notFoundTexts = { title: 'Page Not Found', heading: 'Page Not Found', homeLink: 'Go to the home page' };

export const appErrorTexts = {
  heading: 'Something went wrong',
  description: 'The page could not be shown. Reloading usually helps.',
  reload: 'Reload page',
} as const;

export const homePageTitle = 'Pesticide Applicator Exam Prep';
export const homePageDescription =
  `Pass your pesticide applicator certification exam: AI tutor, timed practice exams and spaced-repetition flashcards. ` +
  `One-time ${formatWholeDollars(kitPriceCents)}, ${moneyBackGuaranteeDays}-day money-back guarantee.`;
export const viewPricingText = 'View Pricing';
