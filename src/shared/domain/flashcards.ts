export const flashcardMessages = {
  frontEmpty: 'Front content cannot be empty.',
  backEmpty: 'Back content cannot be empty.',
  notFound: 'Flashcard not found.',
  /** A card saved from a source (a generated card, a bank question) that the learner's deck already holds. */
  alreadyInDeck: 'This card is already in your deck.',
  suspended: 'This card is suspended. Resume it to review it.',
  nothingToUndo: 'There is no answer of this card to undo.',
  changedSinceAnswer: 'This card changed after that answer, so the answer can no longer be undone.',
  fetchFailed: 'Failed to fetch flashcards',
  importEmpty: 'The file is empty.',
  importTooLarge: 'The file is larger than 1 MB.',
  importUnreadable: 'The file could not be read as CSV with front and back columns.',
  importTooMany: 'A file can hold at most 5000 cards.',
  ankiTextUnreadable: 'The file could not be read as Anki text: check its quotes and its #separator line.',
  packageNotZip: 'This file is not an Anki deck package (.apkg).',
  packageNoCollection: 'The package holds no Anki collection (collection.anki21b, .anki21 or .anki2).',
  packageTooBig: 'The collection in the package unpacks to more than 100 MB, so it was not imported.',
  packageUnreadable: 'The collection in the package could not be read. Export it again from Anki and retry.',
  packageNotPlainData:
    'The collection in the package is not plain Anki data (it holds views, triggers or tables of another kind), so it was not imported.',
  deckFull: (max: number) =>
    `You can keep at most ${max.toLocaleString('en-US')} flashcards. Delete some cards before adding more.`,
} as const;

export const flashcardPageSize = 10;
export const reviewSessionSize = 100;
export const forecastDays = 7;

export const importMaxCards = 5000;
/** The longest front and back a card can have, in characters. */
export const frontMaxChars = 2000;
export const backMaxChars = 4000;
/** Cards one learner may keep (issue 25): far above any exam's need, and it bounds every per-learner scan and export. */
export const learnerMaxCards = 20_000;
/**
 * An imported field's markup may be this many times the card's text limit; a longer field is skipped before its
 * markup is stripped, since its text could not fit anyway in any ordinary deck (styling spans, images, line breaks).
 */
export const importFieldMarkupAllowance = 4;

/** The uploaded .apkg (the upload limit) and what its collection may unpack to, counted while inflating. */
export const apkgMaxInflatedBytes = 100 * 1024 * 1024;

/** The name of the learner's deck in exported Anki files (Anki creates the deck if it has none by that name). */
export const ankiDeckName = 'Pesticide Prep';
