/**
 * Acronyms and their long forms, so "what does REI mean" finds "restricted-entry interval" and the other way round.
 * Most pairs come from the glossary ("Restricted-Use Pesticide (RUP)"); the curated list adds the ones the glossary
 * writes without their long form, and spellings it does not use.
 */

/** Lowercase words of a text as the query side sees them: letters and digits, "LD₅₀" as "ld50". */
export function queryWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.map((word) => word.normalize('NFKD').replace(/[^a-z0-9]/g, ''))
      .filter((word) => word.length > 0) ?? []
  );
}

const curated: [string, string[]][] = [
  ['rup', ['restricted use pesticide']],
  ['ppe', ['personal protective equipment']],
  ['rei', ['restricted entry interval']],
  ['phi', ['preharvest interval', 'pre harvest interval']],
  ['ld50', ['lethal dose']],
  ['lc50', ['lethal concentration']],
  ['epa', ['environmental protection agency']],
  ['fifra', ['federal insecticide fungicide and rodenticide act']],
  ['wps', ['worker protection standard']],
  ['sds', ['safety data sheet', 'msds']],
  ['msds', ['material safety data sheet', 'sds']],
  ['ipm', ['integrated pest management']],
  ['cfr', ['code of federal regulations']],
  ['aez', ['application exclusion zone']],
  ['ppm', ['parts per million']],
  ['niosh', ['national institute for occupational safety and health']],
  ['osha', ['occupational safety and health administration']],
  ['ffdca', ['federal food drug and cosmetic act']],
  ['npdes', ['national pollutant discharge elimination system']],
  ['cec', ['continuing education credit']],
  ['ceu', ['continuing education unit']],
];

/**
 * A learner's everyday words and the words the law and the manuals use for the same thing ("fined" for a civil
 * penalty, "hurt" for harm). A question's word is searched as itself or any of these (one unit: it counts once in
 * the question's coverage). Only forms that mean nothing else in this material are listed: "fine" alone is also a
 * droplet size, so only "fined" and "fining" stand for a penalty.
 */
const curatedWords: [string, string[]][] = [
  ['fined', ['penalty']],
  ['fining', ['penalty']],
  ['hurt', ['harm', 'injury']],
  ['retailer', ['dealer']],
  ['retailers', ['dealers']],
  ['seller', ['dealer']],
  ['sellers', ['dealers']],
  ['instead', ['lieu']],
  ['punishment', ['penalty']],
  ['punished', ['penalty']],
];

/** The material's words for a learner's word (none for most words). */
export function wordAlternatives(word: string): string[] {
  return wordSynonyms.get(word) ?? [];
}

const wordSynonyms = new Map(curatedWords);

export interface TSynonyms {
  /** acronym -> long forms (as word lists) */
  expansions: Map<string, string[][]>;
}

/** The acronym's letters appear in order in the long form, starting with its first letter ("WPS" is not "Work clothing"). */
function fits(acronym: string, longForm: string[]) {
  const letters = longForm.join('');
  if (letters[0] !== acronym[0]) return false;
  let at = 0;
  for (const char of acronym.replace(/[^a-z]/g, '')) {
    at = letters.indexOf(char, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/** "Long form (ACRO)" pairs in glossary terms, including "A (X) or B (Y)". */
export function glossaryAcronyms(terms: string[]): [string, string[]][] {
  const pairs: [string, string[]][] = [];
  for (const term of terms) {
    for (const part of term.split(/\s+or\s+/i)) {
      const match = /^(.*?)\s*\(([A-Z][A-Z0-9-]{1,9})\)/.exec(part.trim());
      if (!match) continue;
      const longForm = queryWords(match[1] ?? '');
      const acronym = queryWords(match[2] ?? '').join('');
      if (longForm.length >= 2 && fits(acronym, longForm)) pairs.push([acronym, [longForm.join(' ')]]);
    }
  }
  return pairs;
}

export function buildSynonyms(glossaryTerms: string[]): TSynonyms {
  const expansions = new Map<string, string[][]>();
  for (const [acronym, longForms] of [...curated, ...glossaryAcronyms(glossaryTerms)]) {
    const known = expansions.get(acronym) ?? [];
    for (const longForm of longForms) {
      const words = queryWords(longForm);
      if (!known.some((existing) => existing.join(' ') === words.join(' '))) known.push(words);
    }
    expansions.set(acronym, known);
  }
  return { expansions };
}

const containsRun = (words: string[], run: string[]) =>
  words.some((_, start) => run.every((word, i) => words[start + i] === word));

/**
 * The extra search units a query's words call for: the long forms of its acronyms, and the acronym of any long form
 * it spells out. Each is returned as words ("restricted entry interval") to be searched as a phrase.
 */
export function expandQuery(words: string[], synonyms: TSynonyms): string[][] {
  const extra: string[][] = [];
  const add = (unit: string[]) => {
    if (!extra.some((existing) => existing.join(' ') === unit.join(' '))) extra.push(unit);
  };
  for (const [acronym, longForms] of synonyms.expansions) {
    if (words.includes(acronym)) {
      for (const longForm of longForms) add(longForm);
    } else if (longForms.some((longForm) => longForm.length > 1 && containsRun(words, longForm))) {
      add([acronym]);
    }
  }
  return extra;
}
