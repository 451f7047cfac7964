// Quiz and practice-exam rules and texts (learner-area.md sections 2, 4, 8 and 9; issue 7).

/** A quick quiz has 10 questions unless the learner asks for another size. */
export const quizDefaultQuestionCount = 10;
export const quizQuestionCountChoices = [5, 10, 15, 20, 25] as const;
export const quizMaxQuestionCount = 50;
/** Quick quizzes have no blueprint; history marks them passed at the usual exam passing score. */
export const quizPassingPercent = 70;
/** Questions from this many of the learner's latest attempts are left out while the pool allows. */
export const recentAttemptsAvoided = 5;
/** Answers to a question are still taken this long after the deadline, for the request in flight at time-up. */
export const answerGraceMs = 5_000;

/** A quick quiz generated and never submitted is dropped after this long; it never counted in history. */
export const abandonedQuizLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Readiness per topic looks at the learner's latest answers in that topic: at least this many, */
export const readinessWindow = 20;
/** ... found among this many of the latest attempts. */
export const readinessAttemptsRead = 100;
export const weakTopicThreshold = 70;
export const weakTopicMinAnswers = 3;
export const weakTopicsShown = 3;
export const trendAttempts = 20;
export const historyPageSize = 10;

/** Spec 9: rounded share of correct answers, 0 with no questions. */
export const scorePercent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

/** Spec 9: 80 or more high, 50 to 79 medium, below 50 low. */
export type TScoreBand = 'high' | 'medium' | 'low';
export const scoreBand = (score: number): TScoreBand => (score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low');

/**
 * Answers travel as strings, one per question (spec 3). A multi_select answer is the chosen options as a JSON list,
 * which survives commas and semicolons inside option texts.
 */
export const encodeChoices = (choices: string[]) => JSON.stringify(choices);
export function decodeChoices(answer: string | null | undefined): string[] {
  if (!answer) return [];
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** How an answer reads on screen: chosen options joined, everything else as typed. */
export const displayAnswer = (questionType: string, answer: string | null | undefined) =>
  questionType === 'multi_select' ? decodeChoices(answer).join('; ') : (answer ?? '');

export const quizTexts = {
  generate: 'Generate Quiz',
  generating: 'Generating your quiz...',
  generatingHint: "This may take a moment. Please don't refresh the page.",
  loadingTags: 'Loading tags...',
  tagsFailed: 'Failed to load tags.',
  answerPlaceholder: 'Type your answer here...',
  submit: 'Submit Quiz',
  retake: 'Retake Quiz',
  startNew: 'Start New Quiz',
  correct: 'Correct!',
  incorrect: 'Incorrect.',
  correctAnswerIs: 'The correct answer is:',
  generated: 'Quiz generated successfully!',
  generateFailed: 'Failed to generate quiz',
  unexpected: 'An unexpected error occurred',
  inlineError: 'There was an error generating the quiz. Please try again.',
  coreTopicRequired: 'Select at least one core topic',
} as const;

export const examMessages = {
  attemptNotFound: 'Attempt not found.',
  blueprintNotFound: 'This practice exam is not available.',
  alreadySubmitted: 'This attempt has already been submitted.',
  timeUp: 'Time is up. The exam was closed and scored with the answers saved before the time limit.',
  stillInProgress: 'This exam is still in progress. Submit it to see the results.',
  quizNotSubmitted: 'This quiz has not been submitted yet. Submit it to see the results.',
  notAnExam: 'This attempt is a quick quiz, not a timed exam.',
  notAQuiz: 'This attempt is a timed exam; answer it from the exam screen.',
  questionNotFound: 'There is no question at this position.',
  notEnoughQuestions: 'There are no questions for this selection yet. Choose other topics or categories.',
  inRunningExam:
    'The questions left on this selection are in your running exam. Finish the exam first, or choose other topics or categories.',
  answerCount: 'Send one answer per question.',
  answerTooLong: 'An answer can be at most 1000 characters.',
  startFailed: 'Failed to start the exam',
  saveFailed: 'Your answer was not saved. Check your connection; it will be retried.',
  submitFailed: 'Failed to submit the exam',
  loadFailed: 'Failed to load the exam',
  historyFailed: 'Failed to load your results',
} as const;
