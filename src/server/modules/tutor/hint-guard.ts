import { hintTexts } from '../../../shared/domain/tutor-texts';
import { termCoverage, topicTerms } from './text-terms';

/** Answers of this many topic words or fewer are looked for as a phrase; longer ones by shared vocabulary. */
const phraseAnswerTerms = 4;
const revealingCoverage = 0.6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True and False are not secrets a passage can give away by containing the words. */
export const isGuardable = (answer: string) => !/^(true|false)$/i.test(answer.trim()) && answer.trim().length > 0;

/** Whether a text gives the answer away: contains it as a phrase, or most of a long answer's words. */
export function revealsAnswer(text: string, answer: string): boolean {
  if (!isGuardable(answer)) return false;
  const answerTerms = topicTerms(answer);
  if (answerTerms.length > phraseAnswerTerms) return termCoverage(answerTerms, topicTerms(text)) >= revealingCoverage;
  const phrase = answer.trim().toLowerCase().replace(/\s+/g, ' ');
  return text.toLowerCase().replace(/\s+/g, ' ').includes(phrase);
}

/** Hides the answer where it appears as a phrase (any case), for the masked passage of level 2. */
export function maskAnswer(text: string, answer: string): string {
  if (!isGuardable(answer)) return text;
  const words = answer.trim().split(/\s+/).map(escapeRegExp);
  return text.replace(new RegExp(`(?<![\\w])${words.join('\\s+')}(?![\\w])`, 'gi'), hintTexts.mask);
}
