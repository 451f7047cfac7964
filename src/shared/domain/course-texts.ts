// Texts of the prep course (issue 12): the course page, the lesson reader and the course API's messages.

/** Reading speed behind the "N min read" estimates. */
export const readingWordsPerMinute = 200;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / readingWordsPerMinute));

export const courseMessages = {
  loadFailed: 'Could not load the course. Please try again.',
  lessonLoadFailed: 'Could not load this lesson. Please try again.',
  lessonNotFound: 'Lesson not found.',
  saveFailed: 'Could not save your progress. Please try again.',
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
