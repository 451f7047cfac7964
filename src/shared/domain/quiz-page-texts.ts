// Texts of the quiz views, the /exams blocks and the dashboard readiness card that are not spec wording
// (the spec's own texts are quizTexts in ./quizzes). Shared so the e2e tests read the same words.

import type { TScoreBand } from './quizzes';

export const questionViewTexts = {
  questionLabel: (n: number) => `Question ${n}`,
  answerLabel: (n: number) => `Answer to question ${n}`,
  unitLabel: (unit: string) => `Answer in ${unit}`,
  chooseAll: 'Select all that apply.',
  yourAnswer: 'Your answer',
  correctOption: 'Correct answer',
  noAnswer: 'No answer given',
  explanation: 'Explanation',
  keyHidden:
    'This question is in your running timed exam, so its answer shows once that exam is submitted or its time is up.',
  trueFalse: ['True', 'False'] as string[],
} as const;

export const scoreBandTexts: Record<TScoreBand, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const quizGeneratorTexts = {
  heading: 'Practice Quiz',
  description: 'Pick core topics or a state and its pesticide categories, and get a quiz from the question bank.',
  examType: 'Exam type',
  questionCount: 'Number of questions',
  answered: (n: number, total: number) => `${n} of ${total} answered`,
  submitting: 'Submitting...',
  resultsHeading: 'Your results',
  scoreLabel: 'Score',
  correctCount: (correct: number, total: number) => `${correct} of ${total} correct`,
  byTopic: 'Results by topic',
  reviewHeading: 'Review your answers',
  questionsHeading: 'Questions',
  retaking: 'Starting...',
  // Submitting with questions left blank is confirmed first (issue 11), as the timed exam does.
  confirmTitle: 'Submit the quiz?',
  confirmBody: (unanswered: number, total: number) =>
    unanswered === total
      ? 'You have not answered any question. A quiz submitted without answers is not counted in your readiness.'
      : `${unanswered} of ${total} ${total === 1 ? 'question is' : 'questions are'} unanswered and will count as wrong.`,
  keepWorking: 'Keep answering',
  confirmSubmit: 'Submit anyway',
} as const;

export const examLauncherTexts = {
  heading: 'Timed Practice Exams',
  description: 'Sized and timed like the real exam. Your answers are saved as you go.',
  facts: (questions: number, minutes: number, passPercent: number) =>
    `${questions} questions · ${minutes} minutes · pass ${passPercent}%`,
  start: 'Start Practice Exam',
  startLabel: (name: string) => `Start Practice Exam: ${name}`,
  starting: 'Starting...',
  inProgress: 'You have an exam in progress',
  timeLeft: (label: string) => `Time left: ${label}`,
  timeUp: 'The time is up; open it to see the results.',
  resume: 'Resume Exam',
  none: 'No practice exams are available yet.',
  /** Group headings: the national core, then one per state. */
  nationalGroup: 'National core',
  stateGroup: (state: string) => `${state} exams`,
  yourState: 'Your state',
  otherStates: 'Exams for other states',
  lawExam: 'State law exam',
  categoryExam: 'Category exam',
  coreExam: 'Core exam',
} as const;

export const progressTexts = {
  heading: 'Your Progress',
  historyHeading: 'Attempt history',
  empty: 'No attempts yet. Take a practice quiz or exam to see your history and progress here.',
  date: 'Date',
  mode: 'Mode',
  title: 'Title',
  score: 'Score',
  result: 'Result',
  actions: 'Actions',
  modes: { quiz: 'Quiz', exam: 'Exam' },
  passed: 'Passed',
  failed: 'Failed',
  view: 'View',
  viewLabel: (title: string, date: string) => `View ${title} from ${date}`,
  trendHeading: 'Score trend',
  trendSummary: (n: number, first: number, last: number, best: number) =>
    `Score trend over your last ${n} ${n === 1 ? 'attempt' : 'attempts'}: from ${first}% to ${last}%, best ${best}%.`,
  trendTableCaption: 'Scores by attempt',
  weakHeading: 'Weak topics',
  weakNone: 'No weak topics yet. Answer a few more questions per topic to find them.',
  practiceWeak: 'Practice weak topics',
} as const;

/** Words the exam screen and the results screen share. */
export const attemptPageTexts = {
  backToExams: 'Back to exams',
  retry: 'Try again',
} as const;
