/**
 * Normalised text comparison for grounded generation: content words (lower case, no punctuation, no stop words,
 * a light plural fold) are what a copy shares with its original and what a key shares with its passage.
 */

const stopWords = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have how if in into is it its may might ' +
    'must no not of on or shall should so such than that the their them then there these they this those to was ' +
    'were what when where which while who whom why will with would you your'
  ).split(' '),
);

/** Letters and digits only, lower case, single spaces (quotes and dashes of any kind fold away). */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "containers" and "container", "glasses" and "glass" are the same word here. */
function fold(word: string): string {
  if (/^\d/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words that carry meaning; numbers count, one-letter words and stop words do not. */
export function contentWords(text: string): string[] {
  return normaliseText(text)
    .split(' ')
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !stopWords.has(word))
    .map(fold);
}

/** Dice coefficient of two texts' content-word sets (0 nothing shared, 1 the same words). */
export function textSimilarity(a: string, b: string): number {
  const left = new Set(contentWords(a));
  const right = new Set(contentWords(b));
  if (left.size === 0 && right.size === 0) return normaliseText(a) === normaliseText(b) ? 1 : 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/** The share of `phrase`'s content words that occur in `passage` (1 when the phrase has none and occurs as it is). */
export function wordCoverage(phrase: string, passage: string): number {
  const wanted = [...new Set(contentWords(phrase))];
  if (wanted.length === 0) return normaliseText(passage).includes(normaliseText(phrase)) ? 1 : 0;
  const present = new Set(contentWords(passage));
  return wanted.filter((word) => present.has(word)).length / wanted.length;
}

/** Texts compared many times (a bank against each written item) are reduced to their word sets once. */
export class NearDuplicateIndex {
  private readonly entries: Set<string>[] = [];

  constructor(
    texts: Iterable<string>,
    private readonly threshold: number,
  ) {
    for (const text of texts) this.add(text);
  }

  add(text: string) {
    this.entries.push(new Set(contentWords(text)));
  }

  /** Whether `text` is as close as the threshold to any text in the index. */
  matches(text: string): boolean {
    const words = new Set(contentWords(text));
    if (words.size === 0) return false;
    return this.entries.some((entry) => {
      if (entry.size === 0) return false;
      let shared = 0;
      for (const word of words) if (entry.has(word)) shared += 1;
      return (2 * shared) / (entry.size + words.size) >= this.threshold;
    });
  }
}
