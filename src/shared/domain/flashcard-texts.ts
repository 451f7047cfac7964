// Texts of /flashcards and /flashcards/review (learner-area.md sections 2 and 8).

export const flashcardManagerTexts = {
  heading: 'My Flashcards',
  count: (n: number) => `${n} ${n === 1 ? 'flashcard' : 'flashcards'}`,
  search: 'Search flashcards...',
  searchLabel: 'Search flashcards',
  front: 'Front',
  back: 'Back',
  suspended: 'Suspended',
  editLabel: (front: string) => `Edit flashcard: ${front}`,
  suspendLabel: (front: string) => `Suspend flashcard: ${front}`,
  resumeLabel: (front: string) => `Resume flashcard: ${front}`,
  deleteLabel: (front: string) => `Delete flashcard: ${front}`,
  deleteConfirm: 'Are you sure you want to delete this flashcard?',
  editTitle: 'Edit Flashcard',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  noMatches: 'No flashcards found matching your current filters.',
  empty: 'No flashcards found. Generate your first set using the AI Flashcard Generator!',
  listLabel: 'Your flashcards',
  topicLabel: 'Filter by topic',
  allTopics: 'All topics',
} as const;

export const addFlashcardTexts = {
  heading: 'Add a card',
  front: 'Front',
  back: 'Back',
  frontPlaceholder: 'e.g., What does REI stand for?',
  backPlaceholder: 'e.g., Restricted-entry interval',
  submit: 'Add Card',
  pending: 'Adding...',
  added: 'Flashcard added to your deck.',
} as const;

export const studyTexts = {
  heading: 'Today',
  dueToday: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due today`,
  newToday: (n: number) => `${n} new ${n === 1 ? 'card' : 'cards'} to learn`,
  startReview: 'Start Review',
  forecastHeading: 'Next 7 days',
  forecastCount: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
} as const;

export const reviewTexts = {
  description: 'Start your daily review session.',
  showAnswer: 'Show Answer',
  gotIt: 'Got it! Next Card',
  previous: 'Previous',
  skip: 'Skip',
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  progress: (index: number, total: number) => `Card ${index} of ${total}`,
  cardLabel: 'Flashcard: press to flip',
  keyboardHint:
    'Space shows the answer (then grades Good); 1–4 grade Again, Hard, Good, Easy; Ctrl+Z (⌘Z on a Mac) undoes the last answer.',
  undo: 'Undo',
  undoLabel: 'Undo the last answer',
  undone: 'Answer undone.',
  countsLabel: 'Cards left in this session',
  countNew: 'New',
  countLearning: 'Learning',
  countReview: 'Review',
  waitingHeading: 'Learning cards come back soon',
  waitingBody: (minutes: number, cards: number) =>
    `The next learning card will be ready in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. ${
      cards === 1
        ? 'There is one remaining learning card due later today.'
        : `There are ${cards} learning cards due later today.`
    }`,
  finish: 'Finish for now',
  completeHeading: 'Review Session Complete!',
  completeBody: (reviewed: number, total: number) => `You've reviewed ${reviewed} out of ${total} flashcards.`,
  reviewAgain: 'Review Again',
  nextDue: (date: string, count: number) => `Next due: ${count} ${count === 1 ? 'card' : 'cards'} on ${date}.`,
  nothingDue: 'Nothing is scheduled in the next 7 days.',
  emptyHeading: 'No Flashcards Available',
  emptyBody: 'No cards are due right now. Add or generate cards, or come back when some are due.',
  errorHeading: 'Error Loading Cards',
  errorBody: 'Could not fetch your flashcards for review. Please try again later.',
  backToOverview: 'Back to Overview',
} as const;

/** The manager's search asks the server once typing pauses. */
export const flashcardSearchDebounceMs = 300;

export const generatorFormTexts = {
  heading: 'AI Flashcard Generator',
  description: 'Pick core topics or a state and its pesticide categories, and get cards drawn from the study content.',
  category: 'Topic category',
  core: 'Core',
  categoryType: 'Category',
  coreTopics: 'Core topics',
  state: 'State',
  choose: 'Choose a state...',
  tags: 'Select pesticide categories for the state',
  noTags: 'No pesticide categories are available yet.',
  generate: 'Generate Flashcards',
  generating: 'Generating flashcards...',
  error: 'There was an error generating flashcards. Please try again.',
  generated: 'Flashcards generated successfully!',
  failed: 'Failed to generate flashcards',
  unexpected: 'An unexpected error occurred',
  results: (n: number) => `Generated Flashcards (${n})`,
  saveAll: 'Save All to My Deck',
  savingAll: 'Saving...',
  save: (front: string) => `Save to my deck: ${front}`,
  saved: 'Saved',
  savedAll: (n: number) => `${n} ${n === 1 ? 'flashcard' : 'flashcards'} saved to your deck.`,
  savedOne: 'Flashcard saved to your deck.',
} as const;

export const deckToolsTexts = {
  heading: 'Decks, Import and Export',
  deckLabel: 'Pre-made deck',
  addDeck: 'Add Deck',
  adding: 'Adding...',
  deckAdded: (added: number, topic: string) =>
    added === 0 ? `You already have every card of the ${topic} deck.` : `Added ${added} cards from the ${topic} deck.`,
  exportCsv: 'Export CSV',
  exportAnki: 'Export for Anki',
  exportApkg: 'Export Anki deck (.apkg)',
  importFormat: 'File format',
  formats: {
    csv: 'CSV (front, back, tags)',
    anki: 'Anki text (Notes in Plain Text)',
    apkg: 'Anki deck package (.apkg)',
  },
  importFile: 'File to import',
  keepScheduling: "Keep Anki's scheduling (intervals, ease, due dates, lapses)",
  keepSchedulingHint: 'Otherwise every card starts as new. Media (images, sounds) is not imported.',
  import: 'Import',
  importing: 'Importing...',
  imported: (imported: number, skipped: number) =>
    `Imported ${imported} cards${skipped ? ` (${skipped} skipped: empty, too long or already in your deck)` : ''}.`,
  packageImported: (result: { imported: number; skipped: number; unsupported: number; mediaSkipped: number }) =>
    [
      `Imported ${result.imported} cards${result.skipped ? ` (${result.skipped} skipped: empty, too long or already in your deck)` : ''}.`,
      result.unsupported ? `${result.unsupported} notes of other note types (such as cloze) were left out.` : '',
      result.mediaSkipped ? `${result.mediaSkipped} media files were skipped.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  chooseFile: 'Choose a file to import.',
} as const;
