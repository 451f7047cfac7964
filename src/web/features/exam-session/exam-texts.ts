// Texts of the timed exam screen (issue 7). The spec has no exam screen; these are the platform's own words.

import { attemptPageTexts } from '../../../shared/domain/quiz-page-texts';

export const examTexts = {
  pageTitle: 'Practice Exam',
  backToExams: attemptPageTexts.backToExams,
  timeLeft: 'Time left',
  minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`),
  questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  flag: 'Flag for review',
  flagged: 'Flagged',
  navigator: 'Questions',
  navigatorHint: 'Answered questions are filled and ticked; flagged ones carry a flag.',
  navigatorItem: (position: number, answered: boolean, flagged: boolean, current: boolean) =>
    [`Question ${position}`, answered ? 'answered' : 'not answered', flagged ? 'flagged' : '', current ? 'current' : '']
      .filter(Boolean)
      .join(', '),
  saving: 'Saving...',
  saved: 'Saved',
  unsaved: 'Not saved yet',
  submit: 'Submit Exam',
  submitting: 'Submitting...',
  confirmTitle: 'Submit the exam?',
  confirmBody: (unanswered: number, flagged: number) =>
    [
      unanswered === 0
        ? 'You have answered every question.'
        : `${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} unanswered.`,
      flagged === 0 ? '' : `${flagged} ${flagged === 1 ? 'question is' : 'questions are'} flagged for review.`,
      'You cannot change your answers after submitting.',
    ]
      .filter(Boolean)
      .join(' '),
  keepWorking: 'Keep working',
  confirmSubmit: 'Submit',
  timeUp: 'Time is up. Submitting your answers...',
  retry: attemptPageTexts.retry,
} as const;
