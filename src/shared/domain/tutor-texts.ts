// The AI tutor's texts and limits (learner-area.md /ai-assistant and sections 8-10; issue 14).

export const tutorLimits = {
  /** Longer than any honest question; keeps the retrieval query and a model prompt small. */
  messageMaxLength: 2000,
  /** Earlier messages sent to a model with a new question (the newest ones). */
  historyForModel: 6,
  /** Conversations the history list shows, newest first. */
  conversationListSize: 50,
  feedbackCommentMaxLength: 1000,
  /** A reply that has not finished after this long no longer blocks the learner's next question (a crashed instance). */
  replyLockMs: 2 * 60 * 1000,
  /** Titles in the history list are the first question, shortened. */
  titleMaxLength: 80,
} as const;

export const tutorMessages = {
  /** Spec 10, the chat message's only rule. */
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${tutorLimits.messageMaxLength} characters`,
  /** Spec 8: what the chat shows when the server gives no error text. */
  fallbackError: 'An unknown error occurred.',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  passageNotFound: 'This passage is no longer in the study material.',
  replyInProgress: 'The tutor is still answering your previous question. Wait for it to finish, or stop it.',
  tooManyPerMinute: 'You are sending messages too quickly. Please wait a moment and try again.',
  tooManyPerDay: 'You have reached the daily limit of tutor messages. Please come back tomorrow.',
  /** Grounded or nothing (issue 14): said instead of an answer from general knowledge. */
  notCovered:
    "I couldn't find that in the study material, so I can't answer it reliably. Try rephrasing your question, or look through the lessons.",
  examRunning: "You have a timed exam in progress, so I can't help with its questions until you submit it. Good luck!",
  /**
   * The offline engine's answer (issue 26): the sentence that answers first, then this heading over the passages it
   * comes from (the chat shows them collapsed). When no passage answers, the first sentence says so and the passages
   * come under `relatedHeading` instead.
   */
  offlineIntro: '**From the study material:**',
  relatedHeading: '**Related material (it does not answer the question):**',
  notInMaterial: (names: readonly string[]) =>
    `The study material doesn't cover ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}, so it can't answer this question.`,
  noDirectAnswer: "The study material doesn't answer this question directly.",
  /** Leads the answer to "explain that more simply" (issue 26). */
  putSimply: 'Put simply:',
  /** A figure was asked (how long, how much, how often, what percentage) and no passage gives one. */
  noFigure: (asked: string) =>
    ({
      duration: "The study material doesn't give that length of time.",
      frequency: "The study material doesn't say how often.",
      percentage: "The study material doesn't give that percentage.",
    })[asked] ?? "The study material doesn't give that amount.",
  glossaryIntro: (term: string) => `**${term}** (glossary):`,
  modelFallbackNote: '_The AI model did not answer in time, so here are the relevant passages instead._',
  hintDuringExam: 'Hints are not available during a timed exam.',
  hintAnswerFirst: 'Answer the question first; then the tutor explains it.',
  questionNotFound: 'Question not found',
  cardNotFound: 'Flashcard not found',
} as const;

/** Hint mode (issue 14): one guiding step at a time, the answer only after the learner has answered. */
export const hintLevels = [1, 2, 3] as const;
export const hintTexts = {
  /** Level 1 written from the question's own lesson section (issue 26): its idea, then the question to ask oneself. */
  conceptFrom: (section: string, idea: string) =>
    `This question is about **${section}**. The lesson starts from this: "${idea}" How does that apply to the question?`,
  concept: (section: string) =>
    `Think about **${section}**. What does the study material say about it, and how does it apply here?`,
  conceptWithoutSource: (topic: string) =>
    `Think about the topic **${topic}**. What is the question really asking you to recall?`,
  passage: 'Here is the key passage, with the answer hidden. Which word or value fits the gap?',
  passageMissing: 'Read the question again slowly: which word in it points to the rule you need?',
  answer: (answer: string) => `The answer is **${answer}**.`,
  mask: '_____',
  button: 'Ask the tutor for a hint',
  next: 'Another hint',
  explain: 'Explain the answer',
  title: 'Hint',
} as const;

export const tutorPageTexts = {
  /**
   * Issue 26: with no model configured the page says in one line what the tutor is. The issue's wording said "your
   * documents"; learners upload none (the knowledge base is the admins'), so it names the reference documents.
   */
  offlineMode:
    'Offline mode: answers are taken from the course material and the reference documents; an administrator can connect an AI model.',
  subtitle: 'Your personal tutor for the pesticide industry. Ask me anything!',
  empty: 'Ask me a question to get started!',
  inputPlaceholder: 'Type your message...',
  inputLabel: 'Your question',
  send: 'Send',
  stop: 'Stop',
  sources: 'Sources:',
  related: 'Related lessons:',
  you: 'You',
  tutor: 'Tutor',
  thinking: 'The tutor is thinking...',
  copy: 'Copy answer',
  copied: 'Answer copied',
  history: 'Conversations',
  newConversation: 'New conversation',
  noConversations: 'No conversations yet.',
  deleteConversation: (title: string) => `Delete conversation: ${title}`,
  deleteTitle: 'Delete conversation',
  confirmDelete: (title: string) => `Delete "${title}"? This cannot be undone.`,
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
  conversationDeleted: 'Conversation deleted',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackComment: 'What was wrong or missing? (optional)',
  sendFeedback: 'Send feedback',
  feedbackThanks: 'Thanks for your feedback!',
  page: (page: number) => `page ${page}`,
  pages: (start: number, end: number) => `pages ${start}-${end}`,
  passageTitle: 'Study material passage',
  openPassage: (title: string) => `Open passage: ${title}`,
  loadingPassage: 'Loading passage...',
  messagesLabel: 'Conversation',
} as const;
