// Texts of the prep course (issue 12): the course page, the lesson reader and the course API's messages.

/** Reading speed behind the "N min read" estimates. */
export const readingWordsPerMinute = 200;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / readingWordsPerMinute));

export const courseMessages = {
  loadFailed: 'Could not load the course. Please try again.',
  lessonLoadFailed: 'Could not load this lesson. Please try again.',
  lessonNotFound: 'Lesson not found.',
  saveFailed: 'Could not save your progress. Please try again.',
  coverageFailed: 'Could not load what each state covers.',
} as const;

export const coursePageTexts = {
  title: 'Prep Course',
  heading: 'Prep Course',
  intro: 'Work through the core modules, then the category modules of your states.',
  progressLabel: 'Course progress',
  progress: (completed: number, total: number) => `${completed} of ${total} lessons completed`,
  continue: 'Continue',
  start: 'Start the course',
  allDone: 'You have completed every lesson.',
  minutes: (minutes: number) => `${minutes} min read`,
  completed: 'Completed',
  moduleProgress: (completed: number, total: number) => `${completed}/${total} lessons`,
  coreHeading: 'Core modules',
  categoryHeading: 'Category modules',
} as const;

export const lessonPageTexts = {
  breadcrumbLabel: 'Breadcrumb',
  course: 'Prep Course',
  contents: 'In this lesson',
  markRead: 'Mark as read',
  completed: 'Completed',
  completedHint: 'Completed — select to mark as unread',
  previous: 'Previous lesson',
  next: 'Next lesson',
  pagerLabel: 'Lesson navigation',
  backToCourse: 'Back to the course',
  minutes: (minutes: number) => `${minutes} min read`,
} as const;

export const navCourseLabel = 'Prep Course';

/**
 * The lesson's knowledge check: 3 to 5 bank questions that reference the lesson's sections. It is passed with at most
 * one wrong answer (so 2 of 3, 3 of 4, 4 of 5), which marks the lesson complete; a lesson whose sections fewer than
 * three questions reference has no check, only "Mark as read".
 */
export const knowledgeCheckSize = { min: 3, max: 5 } as const;
export const knowledgeCheckAllowedMistakes = 1;
export const knowledgeCheckPassingCount = (total: number) => Math.max(1, total - knowledgeCheckAllowedMistakes);
/** How many different draws "Try again" cycles through before it comes back to the first. */
export const knowledgeCheckRounds = 1000;

export const knowledgeCheckTexts = {
  heading: 'Check your understanding',
  intro: (count: number, passing: number) => `${count} questions on this lesson. Get ${passing} right to complete it.`,
  submit: 'Check my answers',
  submitting: 'Checking…',
  unanswered: 'Answer every question before you check your answers.',
  passed: (correct: number, total: number) => `Passed: ${correct} of ${total} right. This lesson is complete.`,
  failed: (correct: number, total: number, passing: number) =>
    `${correct} of ${total} right; ${passing} are needed. Reread the sections below and try again.`,
  reread: 'Reread these sections',
  retry: 'Try again with new questions',
  loadFailed: 'Could not load the knowledge check. Please try again.',
  submitFailed: 'Could not check your answers. Please try again.',
  changed: 'This check changed since it was loaded (a timed exam may have started). Load it again.',
  answerCount: 'Answer every question of the check.',
} as const;

export const glossaryTermTexts = {
  /** Read by screen readers after the term, so they know a definition is one keypress away. */
  hint: 'glossary term, select for its definition',
} as const;

export const lessonSearchLimits = { minLength: 3, maxLength: 100, maxWords: 8, results: 20 } as const;

export const lessonSearchTexts = {
  label: 'Search the lessons',
  placeholder: 'Search the lessons, e.g. signal words',
  submit: 'Search',
  tooShort: `Enter at least ${lessonSearchLimits.minLength} characters to search.`,
  tooLong: `Search for at most ${lessonSearchLimits.maxLength} characters.`,
  resultsHeading: 'Search results',
  resultCount: (count: number, query: string) =>
    count === 1 ? `1 section matches “${query}”.` : `${count} sections match “${query}”.`,
  none: (query: string) => `No lesson matches “${query}”. Try other words.`,
  failed: 'Could not search the lessons. Please try again.',
  clear: 'Clear search',
} as const;

export const studyThisText = 'Study this';
/** The reader's deep link to a section referenced as `lesson-id#section-id` (the content pack's form). */
export const studyLink = (reference: string) => {
  const [lessonId, sectionId] = reference.split('#');
  return `/course/lessons/${encodeURIComponent(lessonId ?? '')}${sectionId ? `#${sectionId}` : ''}`;
};
