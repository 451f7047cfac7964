import { smallTalkTexts, spanishTerms } from '../../../shared/domain/tutor-small-talk';

/**
 * The reply to a message that asks nothing of the material (issue 26), or null: a greeting or thanks gets a short
 * answer instead of "I couldn't find that in the study material"; a question in Spanish gets a reply in Spanish
 * saying the tutor answers in English for now, with the English words for its key terms.
 */
export function smallTalkReply(message: string): string | null {
  const text = message.trim();
  if (greeting.test(text)) return smallTalkTexts.greeting;
  if (thanks.test(text)) return smallTalkTexts.thanks;
  if (isSpanish(text)) return smallTalkTexts.spanish(englishTermsOf(text));
  return null;
}

const greeting =
  /^(?:hi|hello|hey|hiya|howdy|good\s+(?:morning|afternoon|evening)|hola|buenos\s+d[ií]as)(?:\s+there)?[\s!.,]*$/i;
const thanks =
  /^(?:(?:thanks|thank\s+you|thx|ty|cheers|great|awesome|perfect|ok(?:ay)?|cool|got\s+it|gracias)(?:\s+(?:so\s+much|a\s+lot|very\s+much))?[\s!.,]*)+$/i;

/** Lower case without accents, so "Qué" meets "que" and "subterránea" meets "subterranea". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words common in Spanish questions and rare in English ones. */
const spanishWords = new Set(
  'que como cuanto cuantos cuanta cuantas cual cuales donde cuando por para con del los las una unos unas es son debo puedo necesito sobre entre tiene tengo'.split(
    ' ',
  ),
);

/** Spanish when its words say so: two common Spanish words, or one with the inverted question mark. */
function isSpanish(text: string): boolean {
  const words = folded(text).match(/\p{L}+/gu) ?? [];
  const hits = words.filter((word) => spanishWords.has(word)).length;
  return hits >= 2 || (hits >= 1 && /[¿¡]/.test(text));
}

/** The question's Spanish key terms with their English words, longest phrases first, each once. */
function englishTermsOf(text: string): [string, string][] {
  let rest = ` ${folded(text).replace(/[^\p{L}\s]/gu, ' ')} `;
  const found: [string, string][] = [];
  for (const spanish of Object.keys(spanishTerms).sort((a, b) => b.length - a.length)) {
    if (!rest.includes(` ${spanish} `)) continue;
    found.push([spanish, spanishTerms[spanish]!]);
    rest = rest.replace(` ${spanish} `, ' ');
  }
  return found;
}
