// Grounded generation with a model (issue 14): how much a model may write and how strictly it is checked.

export const groundedGeneration = {
  /** At most this share of a quiz or flashcard set is model-written; the reviewed bank always fills the rest. */
  generatedShare: 0.5,
  /** The model's whole answer must arrive by then, or the bank alone answers (the request never hangs). */
  modelTimeoutMs: 12_000,
  /** Passages retrieved per chosen topic or category, and at most in one prompt. */
  passagesPerTopic: 3,
  maxPassages: 8,
  /** A passage's text is cut to this many characters in the prompt. */
  passageMaxChars: 1500,
  /** Content-word overlap (Dice, 0-1) from which a written item counts as a copy of a bank item. */
  nearDuplicateSimilarity: 0.75,
  /** Share of the key's content words the cited passage must contain for the key to count as supported. */
  keySupport: 1,
  /** A flashcard's back is a short answer in the passage's words; a little rewording is allowed. */
  backSupport: 0.8,
  /** Multiple-choice questions the model writes have this many options. */
  minOptions: 3,
  maxOptions: 5,
  /** Generous caps on written text, so one runaway item cannot flood a quiz. */
  maxQuestionChars: 400,
  maxOptionChars: 200,
  maxExplanationChars: 1200,
} as const;

/** Why a written item was dropped (logged, and counted in tests). */
export const droppedItemReasons = [
  'schema',
  'unknown-source',
  'duplicate-options',
  'key-count',
  'key-not-in-options',
  'unsupported-key',
  'near-duplicate',
] as const;
export type TDroppedItemReason = (typeof droppedItemReasons)[number];
