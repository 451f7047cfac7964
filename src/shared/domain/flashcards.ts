export const flashcardMessages = {
  frontEmpty: 'Front content cannot be empty.',
  backEmpty: 'Back content cannot be empty.',
  notFound: 'Flashcard not found.',
  suspended: 'This card is suspended. Resume it to review it.',
  fetchFailed: 'Failed to fetch flashcards',
} as const;

export const flashcardPageSize = 10;
export const reviewSessionSize = 100;
export const forecastDays = 7;
