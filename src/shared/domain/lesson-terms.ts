// Finding glossary terms in lesson text (issue 12): the server picks the terms a lesson uses, the reader marks them.
// Both sides use this one matcher, so a term the payload carries is a term the reader can find, and the reverse.

export interface TTermEntry {
  id: string;
  term: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spellings a term is found by: the term itself and, for "Emergency assistance (WPS)", also the words before the
 * parenthesis, as lesson prose rarely repeats the qualifier.
 */
export function termSpellings(term: string): string[] {
  const spelled = term.trim();
  const base = spelled.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return [...new Set([spelled, base].filter((s) => s.length >= 2))];
}

/** Whole words only: no letter or digit right before or after the match. Longer spellings win over shorter ones. */
export function termMatcher(terms: TTermEntry[]) {
  const byKey = new Map<string, TTermEntry>();
  for (const entry of terms) {
    for (const spelling of termSpellings(entry.term)) {
      const key = spelling.toLocaleLowerCase('en-US');
      if (!byKey.has(key)) byKey.set(key, entry);
    }
  }
  const spellings = [...byKey.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    spellings.length === 0
      ? null
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    /** Every match in the text, in order, with the term it stands for. */
    find(text: string): { index: number; length: number; entry: TTermEntry }[] {
      if (!pattern) return [];
      return [...text.matchAll(pattern)].map((match) => ({
        index: match.index,
        length: match[0].length,
        entry: byKey.get(match[0].toLocaleLowerCase('en-US'))!,
      }));
    },
  };
}
