/** Texts and limits of label-reading practice (issue 17), in one place for the server and the screens. */
export const labelMessages = {
  notFound: 'Label not found.',
  questionNotFound: 'That question is not on this label.',
  answerTooLong: 'An answer must be at most 1000 characters.',
  tooManyAnswers: 'Too many answers.',
  loadFailed: 'Failed to load the label.',
  listFailed: 'Failed to load the labels.',
  checkFailed: 'Failed to check your answers.',
} as const;

export const labelTexts = {
  title: 'Label-reading practice',
  intro:
    'Read a specimen label of a fictitious product and answer questions from it, as several state exams do: facts found on the label and rate and mixing calculations taken from it.',
  cardLink: 'Practice reading a label',
  open: 'Open label',
  questionsHeading: 'Questions',
  labelHeading: 'The label',
  showLabel: 'Show the label',
  submit: 'Check answers',
  checking: 'Checking...',
  tryAgain: 'Try again',
  back: 'All labels',
  backToExams: 'Back to Exams',
  restrictedUse: 'Restricted use',
  generalUse: 'General use',
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  noAnswer: '(no answer)',
  loading: 'Loading label...',
  unanswered: 'Answer every question before checking.',
  score: (correct: number, total: number, percent: number) =>
    `You answered ${correct} of ${total} correctly (${percent}%).`,
  questionCount: (count: number) => `${count} questions`,
} as const;

/** The fixed words printed on every label, as the sheet draws them. */
export const labelSheetTexts = {
  restrictedUse: 'Restricted use pesticide',
  activeIngredient: 'Active ingredient:',
  otherIngredients: 'Other ingredients',
  registration: (reg: string, est: string, net: string) =>
    `EPA Reg. No. ${reg} · EPA Est. No. ${est} · Net contents: ${net}`,
} as const;

export const labelLimits = { maxAnswerLength: 1000, maxAnswers: 50 } as const;
