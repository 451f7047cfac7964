// Texts of the dashboard's "next steps" panel and of the kit overview unpaid students see (issue 12). The spec's own
// dashboard texts (welcome line, the three cards) stay in page-texts.ts and navigation.ts.

/** How many topics the panel's readiness list shows, weakest first; the full list is on /exams. */
export const readinessTopicsShown = 4;

export const dashboardSummaryMessages = {
  loadFailed: 'Could not load your next steps. Please try again.',
} as const;

export const nextStepsTexts = {
  heading: 'Your next steps',
  retry: 'Try again',
  course: {
    heading: 'Prep course',
    next: 'Next lesson',
    start: 'Start the course',
    continue: 'Continue',
    continueLabel: (title: string) => `Continue: ${title}`,
    done: 'You have completed every lesson.',
    review: 'Review the course',
  },
  flashcards: {
    heading: 'Flashcards',
    dueToday: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due today`,
    newToday: (n: number) => `${n} new ${n === 1 ? 'card' : 'cards'} to learn`,
    startReview: 'Start Review',
    noneDue: 'No cards due',
    nextDue: (date: string, count: number) => `Next due: ${count} ${count === 1 ? 'card' : 'cards'} on ${date}.`,
    nothingScheduled: 'Nothing is scheduled in the next 7 days.',
    manage: 'Add or generate cards',
  },
  exam: {
    heading: 'Exam in progress',
    timeLeft: 'Time left',
    timeUp: 'The time is up; open it to see the results.',
    resume: 'Resume Exam',
    resumeLabel: (title: string) => `Resume Exam: ${title}`,
  },
  readiness: {
    heading: 'Readiness by topic',
    description: 'Weakest topics first, from your latest answers.',
    empty: 'Take a practice quiz to see how ready you are in each core topic.',
    notPractised: (n: number, total: number) => `${n} of ${total} topics not practiced yet.`,
    practiseWeak: 'Practice your weakest topics',
    practise: 'Take a practice quiz',
  },
} as const;

export const kitOverviewTexts = {
  heading: 'What the Complete Study Kit gives you',
  intro: 'One purchase unlocks everything below for your exam category.',
  viewPricing: 'View pricing details',
} as const;
