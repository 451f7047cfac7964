// The content dashboard (/admin/content, issue 16): problem reports from learners and the item analysis limits.

/** Why a learner reports a question or a flashcard; the ids are stored, the labels are shown. */
export const problemReasons = [
  { id: 'wrong_answer', label: 'The marked answer is wrong' },
  { id: 'several_correct', label: 'More than one answer is correct' },
  { id: 'unclear', label: 'The wording is unclear' },
  { id: 'outdated', label: 'The information is outdated' },
  { id: 'typo', label: 'Typo or formatting problem' },
  { id: 'other', label: 'Something else' },
] as const;
export type TProblemReason = (typeof problemReasons)[number]['id'];
export const problemReasonIds = problemReasons.map((reason) => reason.id) as [TProblemReason, ...TProblemReason[]];
export const problemReasonLabel = (id: string) => problemReasons.find((reason) => reason.id === id)?.label ?? id;

export const reportCommentMaxLength = 1000;
/** "Something else" says nothing by itself, so it needs a few words. */
export const reportOtherMinLength = 10;
export const reportResolutionMaxLength = 1000;

/** What a report is about: a question of a closed quiz or exam attempt, or a card in the learner's review. */
export const reportItemKinds = ['question', 'flashcard'] as const;
export type TReportItemKind = (typeof reportItemKinds)[number];
export const reportStatuses = ['open', 'resolved'] as const;
export type TReportStatus = (typeof reportStatuses)[number];

export const reportMessages = {
  reasonRequired: 'Please choose what is wrong.',
  commentTooLong: `Please keep your comment under ${reportCommentMaxLength} characters.`,
  otherNeedsComment: `Please describe the problem in at least ${reportOtherMinLength} characters.`,
  resolutionTooLong: `Please keep the note under ${reportResolutionMaxLength} characters.`,
  itemNotFound: 'We could not find that question or card.',
  attemptOpen: 'You can report a question once the exam is over.',
  alreadyReported: 'You have already reported this item. An admin will look at it.',
  reportNotFound: 'That report does not exist.',
  alreadyResolved: 'This report is already resolved.',
  sent: 'Thank you. Your report was sent to our content team.',
  sendFailed: 'Failed to send the report.',
  fetchFailed: 'Failed to load the content dashboard.',
  resolveFailed: 'Failed to resolve the report.',
  resolved: 'Report resolved.',
} as const;

/**
 * Item analysis (docs/decisions/021-item-analysis.md). Statistics of an item with fewer answers than
 * this are shown but never flagged: a handful of answers says nothing about the item.
 */
export const itemAnalysisMinResponses = 20;
/** Share of learners in the upper and lower groups (Kelley's 27%). */
export const itemAnalysisGroupShare = 0.27;
/** The upper group gets it right less often than this: strong learners miss it. */
export const strongMissThreshold = 0.5;
/** Below this the item barely separates strong from weak learners (Ebel's "poor" band). */
export const lowDiscriminationThreshold = 0.2;
export const itemAnalysisPageSize = 20;
export const reportPageSize = 10;

export const itemFlags = [
  { id: 'strong_miss', label: 'Strong learners miss it' },
  { id: 'distractor_beats_key', label: 'A distractor beats the key' },
  { id: 'negative_discrimination', label: 'Weak learners do better' },
  { id: 'low_discrimination', label: 'Barely discriminates' },
] as const;
export type TItemFlag = (typeof itemFlags)[number]['id'];
export const itemFlagIds = itemFlags.map((flag) => flag.id) as [TItemFlag, ...TItemFlag[]];
export const itemFlagLabel = (id: string) => itemFlags.find((flag) => flag.id === id)?.label ?? id;

export const itemAnalysisSorts = ['pValue', 'discrimination', 'responses', 'flags'] as const;
export type TItemAnalysisSort = (typeof itemAnalysisSorts)[number];

export const reportDialogTexts = {
  button: 'Report a problem',
  title: 'Report a problem',
  description: 'Tell our content team what looks wrong. Your report goes to the admins, not to other learners.',
  reasonLegend: 'What is wrong?',
  comment: 'Comment',
  commentOptional: 'Optional, unless you chose "Something else".',
  commentPlaceholder: 'What did you expect, and where did you read it?',
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending...',
  charactersLeft: (left: number) => `${left} characters left`,
} as const;

export const contentDashboardTexts = {
  breadcrumbRoot: 'Admin',
  packHeading: 'Content pack',
  packVersion: 'Version',
  loadedVersion: 'Loaded in the database',
  notLoaded: 'Not loaded yet',
  notLoadedYet: 'The server loads this version at its next start.',
  totals: (t: { lessons: number; questions: number; flashcards: number; blueprints: number }) =>
    `${t.lessons} lessons, ${t.questions} questions, ${t.flashcards} flashcards, ${t.blueprints} exam blueprints`,
  topicsCaption: 'Counts per topic against the targets',
  columns: {
    topic: 'Topic',
    lessons: 'Lessons',
    words: 'Lesson words',
    questions: 'Questions',
    byType: 'By type',
    flashcards: 'Flashcards',
  },
  statesCaption: 'State-specific questions per state',
  stateColumns: { state: 'State', specific: 'State-specific', share: 'Share', target: 'Target' },
  glossary: 'Glossary terms',
  belowTarget: 'Below target',
  problemsHeading: 'Problems in the pack',
  shortfallsHeading: 'Below target',
  allTargetsMet: 'Every target met.',
  noProblems: 'No problems found.',
  reportsHeading: 'Problem reports',
  reportsEmpty: 'No reports here.',
  statusFilter: 'Show',
  statusLabels: { open: 'Open', resolved: 'Resolved' },
  reportedBy: (name: string, date: string) => `Reported by ${name} on ${date}`,
  deletedUser: 'a deleted account',
  reason: 'Reason',
  comment: 'Comment',
  noComment: 'No comment.',
  key: 'Key',
  back: 'Back',
  resolutionLabel: 'Resolution note',
  resolutionPlaceholder: 'What you changed, or why nothing needs to change',
  resolve: 'Resolve',
  resolving: 'Resolving...',
  resolvedOn: (date: string) => `Resolved on ${date}`,
  modelQuestion: 'A question the AI wrote (not in the bank)',
  ownCard: 'The learner’s own card (not in a deck)',
  itemsHeading: 'Item analysis',
  itemsTable: 'Item statistics per question',
  itemsIntro:
    'From learners’ answers in finished quizzes and exams. Discrimination is the corrected point-biserial: how well the question separates learners who do well overall from those who do not.',
  answersAnalysed: (count: number) => `${count} answers analyzed`,
  topicFilter: 'Topic',
  allTopics: 'All topics',
  flaggedOnly: 'Flagged only',
  itemsEmpty: 'No questions match.',
  itemColumns: {
    question: 'Question',
    responses: 'Answers',
    pValue: 'Share correct',
    discrimination: 'Discrimination',
    flags: 'Flags',
  },
  sortBy: (label: string) => `Sort by ${label}`,
  optionPicks: 'Picks per option',
  keyMark: '(key)',
  openReports: (count: number) => `${count} open report${count === 1 ? '' : 's'}`,
  statsHeading: 'Statistics of this question',
  noStats: 'No answers from learners yet.',
  upperLower: (upper: string, lower: string) => `Upper 27%: ${upper}, lower 27%: ${lower}`,
  loadFailed: 'Failed to load the content dashboard.',
  retry: 'Try again',
} as const;
