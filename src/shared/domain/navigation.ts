// Where the shared layout, the dashboards and the admin sidebar link to, with the spec's labels
// (learner-area.md section 2, admin-area.md section 2).

export interface TNavLink {
  to: string;
  label: string;
}

export interface TNavCard extends TNavLink {
  description: string;
}

export const headerLinks: TNavLink[] = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/dashboard', label: 'Dashboard' },
];

/** Shown in the header only to learners with access (and admins): the study screens behind the purchase wall. */
export const learnerHeaderLinks: TNavLink[] = [{ to: '/course', label: 'Prep Course' }];

export const authLinks = {
  login: { to: '/login', label: 'Log In' },
  register: { to: '/register', label: 'Sign Up' },
  logout: 'Logout',
} as const;

export const footerLinks: TNavLink[] = [
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export const studentDashboardCards: TNavCard[] = [
  {
    to: '/ai-assistant',
    label: 'AI Assistant',
    description: 'Ask your personal tutor about labels, safety, laws and anything else on the exam.',
  },
  {
    to: '/exams',
    label: 'AI-Generated Exams',
    description: 'Practice with quizzes and timed exams built from the topics you choose.',
  },
  {
    to: '/flashcards',
    label: 'AI-Generated Flashcards',
    description: 'Generate decks and review them with spaced repetition so the facts stick.',
  },
  // Not in the spec's three cards: the way into the prep course (issue 12) and the learner glossary page.
  { to: '/course', label: 'Prep Course', description: 'Read the lessons of your course, module by module.' },
  { to: '/glossary', label: 'Glossary', description: 'Look up the terms of pesticide labels, safety and the law.' },
];

export const adminDashboardCards: TNavCard[] = [
  { to: '/settings', label: 'Settings', description: 'Your profile and the platform settings.' },
  { to: '/admin/users', label: 'Student Management', description: 'Find, edit and remove user accounts.' },
  {
    to: '/admin/knowledge-base',
    label: 'Knowledge Base Management',
    description: 'Upload the documents the AI assistant answers from.',
  },
  { to: '/admin/discount-codes', label: 'Discount Codes', description: 'Create and manage coupons and promotions.' },
];

/** The eight spec entries first; assets, contact messages and discount codes are reachable from the same sidebar. */
export const adminSidebarLinks: TNavLink[] = [
  { to: '/admin/content', label: 'Dashboard' },
  { to: '/admin/users', label: 'Student Management' },
  { to: '/admin/usage-analytics', label: 'Usage Analytics' },
  { to: '/admin/flashcards', label: 'Flashcards' },
  { to: '/admin/knowledge-base', label: 'Knowledge Base' },
  { to: '/admin/tags', label: 'Tags' },
  { to: '/admin/glossary', label: 'Glossary' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/assets', label: 'Assets' },
  { to: '/admin/contact', label: 'Contact Messages' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/discount-codes', label: 'Discount Codes' },
];
