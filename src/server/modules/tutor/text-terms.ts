/** Small words that carry no topic: left out when comparing a question with sentences or exam questions. */
const stopWords = new Set(
  (
    'a an and are as at be been but by can could do does did for from has have how i if in into is it its me my of on ' +
    'or our should so than that the their them then there these they this those to was we were what when where which ' +
    'who why will with would you your about also any more must not no yes tell explain please give define mean means'
  ).split(' '),
);

/** The topic words of a text, lower-cased, with a plural's trailing s dropped so "labels" meets "label". */
export function topicTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !stopWords.has(word) && (word.length > 1 || /\d/.test(word)))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** How much of `of`'s vocabulary `within` contains (0..1). */
export function termCoverage(of: readonly string[], within: readonly string[]): number {
  const wanted = new Set(of);
  if (wanted.size === 0) return 0;
  const present = new Set(within);
  let found = 0;
  for (const term of wanted) if (present.has(term)) found += 1;
  return found / wanted.size;
}
