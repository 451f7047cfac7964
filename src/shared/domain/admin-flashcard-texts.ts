// Texts of /admin/flashcards (admin-area.md section 2); the cards themselves use the learner manager's texts.

export const adminFlashcardSources = ['all', 'learners', 'decks'] as const;
export type TAdminFlashcardSource = (typeof adminFlashcardSources)[number];

export const adminFlashcardTexts = {
  listLabel: 'All flashcards',
  count: (n: number) => `${n} ${n === 1 ? 'flashcard' : 'flashcards'}`,
  searchLabel: 'Search flashcards',
  search: 'Search front or back...',
  ownerLabel: 'Owner',
  ownerPlaceholder: 'Name or email',
  sourceLabel: 'Source',
  sources: { all: 'All cards', learners: "Learners' cards", decks: 'Pre-made decks' },
  topicLabel: 'Core topic',
  allTopics: 'All topics',
  tagLabel: 'Tags',
  tagPlaceholder: 'Comma-separated',
  ownedBy: (name: string, email: string) => `Owner: ${name} (${email})`,
  deckCard: (topic: string) => `Pre-made deck: ${topic}`,
  empty: 'No flashcards in the system yet.',
  noMatches: 'No flashcards found matching your current filters.',
} as const;
