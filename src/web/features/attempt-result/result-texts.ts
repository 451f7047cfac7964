// Texts of the results and review screen of a closed attempt (issue 7; spec 9 for the score bands).

import { attemptPageTexts, questionViewTexts, quizGeneratorTexts } from '../../../shared/domain/quiz-page-texts';
import type { TScoreBand } from '../../../shared/domain/quizzes';

export const resultTexts = {
  pageTitle: 'Results',
  backToExams: attemptPageTexts.backToExams,
  score: 'Score',
  passed: 'Passed',
  failed: 'Failed',
  passingScore: (percent: number) => `Passing score: ${percent}%`,
  correctCount: quizGeneratorTexts.correctCount,
  band: { high: 'High score', medium: 'Medium score', low: 'Low score' } satisfies Record<TScoreBand, string>,
  timedOut: 'The time ran out; the answers saved before the limit were scored.',
  topicsHeading: quizGeneratorTexts.byTopic,
  topicColumns: ['Topic', 'Correct', 'Percent'],
  reviewHeading: 'Review',
  filterLabel: 'Show questions',
  filters: { all: 'All', incorrect: 'Incorrect', flagged: 'Flagged' },
  noneInFilter: 'No questions match this filter.',
  questionNumber: questionViewTexts.questionLabel,
  correct: 'Correct',
  incorrect: 'Incorrect',
  unanswered: 'Not answered',
  flaggedMark: 'Flagged',
  retry: attemptPageTexts.retry,
} as const;
