export interface TGlossaryItem {
  term: string;
  definition: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways a term can appear in running text: its words without a trailing parenthesis ("Gallons per acre" for
 * "Gallons per acre (GPA)"), and the parenthesis itself when it is an abbreviation ("GPA"). Any other parenthesis
 * is a qualifier that tells senses apart ("Restricted material (California)").
 */
function spellingsOf(term: string): { spellings: string[]; qualifier: string | null } {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(term);
  if (!match) return { spellings: [term], qualifier: null };
  const [, words, inside] = match;
  const isAbbreviation = /^[A-Z0-9][A-Z0-9.\-/]{0,9}$/.test(inside!);
  const spellings = isAbbreviation && inside!.length > 1 ? [words!, inside!] : [words!];
  return { spellings: spellings.filter((s) => s.trim().length > 1), qualifier: isAbbreviation ? null : inside! };
}

/** Whole words, any case, with a plural ending allowed ("nozzles" uses "Nozzle"). */
const patternFor = (spelling: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(spelling.trim())}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');

/**
 * The glossary terms a module's lessons use, alphabetical. The glossary is one list for the whole platform (admins
 * add and edit terms without a topic), so a module's terms are the ones its own text mentions; this also picks up
 * an admin's new term wherever the lessons use it.
 */
export function glossaryForText(terms: TGlossaryItem[], text: string): TGlossaryItem[] {
  const uses = (term: string) => {
    const { spellings, qualifier } = spellingsOf(term);
    // "Suspension (registration)" is a different sense from the formulation: its qualifier must be there too.
    if (qualifier && !patternFor(qualifier).test(text)) return false;
    return spellings.some((spelling) => patternFor(spelling).test(text));
  };
  return terms
    .filter((item) => uses(item.term))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}
