export const flashcardMessages = {
  frontEmpty: 'Front content cannot be empty.',
  backEmpty: 'Back content cannot be empty.',
  notFound: 'Flashcard not found.',
  suspended: 'This card is suspended. Resume it to review it.',
  nothingToUndo: 'There is no answer of this card to undo.',
  changedSinceAnswer: 'This card changed after that answer, so the answer can no longer be undone.',
  fetchFailed: 'Failed to fetch flashcards',
  importEmpty: 'The file is empty.',
  importTooLarge: 'The file is larger than 1 MB.',
  importUnreadable: 'The file could not be read as CSV with front and back columns.',
  importTooMany: 'A file can hold at most 5000 cards.',
} as const;

export const flashcardPageSize = 10;
export const reviewSessionSize = 100;
export const forecastDays = 7;

export const importMaxCards = 5000;
