import type { TRetrievalHit } from '../knowledge/retrieval-types';

/**
 * What a question names that none of its passages mention (issue 26): a state, a product, a term in quotes. Such a
 * question is not answered by those passages, however close they are: "How long does an Oregon license last?" finds
 * Texas and federal licence terms, which must then be shown as related material, not as the answer.
 */
const usStates = [
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
  'puerto rico',
];

/** Capitalised words that start questions or name the exam's own world, not a product or place. */
const commonCapitals = new Set(
  (
    'I What Which Who Whom Whose When Where Why How Is Are Can Could May Must Should Do Does Did Will Would Has Have ' +
    'If In On At For A An The Tell Explain Give List Name Please And Or But My Our Your EPA FIFRA OSHA WPS PPE REI PHI ' +
    'RUP SDS LD50 LC50 GPA GPM USDA DANGER WARNING CAUTION POISON Category'
  ).split(' '),
);

const titleCase = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

const textOf = (hit: TRetrievalHit) =>
  `${hit.heading} ${hit.body} ${hit.citation.kind === 'glossary' ? hit.citation.term : ''}`.toLowerCase();

/** The states a question names, lower-cased. */
export const statesNamed = (question: string) =>
  usStates.filter((state) => new RegExp(`\\b${state}\\b`).test(question.toLowerCase()));

/**
 * Whether a passage may answer for the states a question names: it is tagged with one of them or mentions one. A
 * question about the Texas exam is not answered by a California passage that happens to give a passing score.
 */
export function speaksForStates(hit: TRetrievalHit, states: readonly string[]): boolean {
  if (states.length === 0) return true;
  const text = textOf(hit);
  return states.some((state) => hit.jurisdictions.includes(state.replace(' ', '_')) || text.includes(state));
}

/** The names a question asks about that no passage holds, in the question's order (a state's name title-cased). */
export function namesMissingFrom(question: string, sources: readonly TRetrievalHit[]): string[] {
  const material = sources.map(textOf).join(' ');
  const asked = new Set<string>(statesNamed(question).map(titleCase));
  for (const quoted of question.match(/["“']([^"”']{2,40})["”']/g) ?? []) asked.add(quoted.slice(1, -1).trim());
  // A capitalised word inside the question (not its first word) is a name: a product, a pest, a place.
  const stateWords = new Set([...asked].flatMap((name) => name.split(' ')));
  const words = question.split(/\s+/).slice(1);
  for (const word of words) {
    const name = word.replace(/[^\p{L}\p{N}-]/gu, '');
    // All capitals (or an acronym's plural, "CEUs") is an abbreviation the material may spell out.
    const isName = /^\p{Lu}/u.test(name) && !/^\p{Lu}+s?$/u.test(name);
    if (isName && !commonCapitals.has(name) && !stateWords.has(name)) asked.add(name);
  }
  return [...asked].filter((name) => !material.includes(name.toLowerCase()));
}
