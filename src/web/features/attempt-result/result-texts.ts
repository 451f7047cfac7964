// Texts of the results and review screen of a closed attempt (issue 7; spec 9 for the score bands).

import type { TScoreBand } from '../../../shared/domain/quizzes';

export const resultTexts = {
  pageTitle: 'Results',
  backToExams: 'Back to exams',
  score: 'Score',
  passed: 'Passed',
  failed: 'Failed',
  passingScore: (percent: number) => `Passing score: ${percent}%`,
  correctCount: (correct: number, total: number) => `${correct} of ${total} correct`,
  band: { high: 'High score', medium: 'Medium score', low: 'Low score' } satisfies Record<TScoreBand, string>,
  timedOut: 'The time ran out; the answers saved before the limit were scored.',
  topicsHeading: 'Results by topic',
  topicColumns: ['Topic', 'Correct', 'Percent'],
  reviewHeading: 'Review',
  filterLabel: 'Show questions',
  filters: { all: 'All', incorrect: 'Incorrect', flagged: 'Flagged' },
  noneInFilter: 'No questions match this filter.',
  questionNumber: (position: number) => `Question ${position}`,
  correct: 'Correct',
  incorrect: 'Incorrect',
  unanswered: 'Not answered',
  flaggedMark: 'Flagged',
  retry: 'Try again',
} as const;
