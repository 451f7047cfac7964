import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TRetrievalHit } from '../knowledge/retrieval-types';
import { directAnswer } from './direct-answer';
import type { TFollowUpIntent } from './follow-up-query';
import { sentencesOf } from './passage-sentences';
import { topicTerms } from './text-terms';

const exampleMarker = /\b(?:for example|for instance|e\.g\.|example:|such as)\b/i;

/**
 * The opening of an answer to "explain that more simply", "give me an example" or "why?" about the previous
 * question (issue 26), or null to open as for any question. Simpler: the glossary's definition of a term the question
 * names, then the plain opening sentence of the best lesson passage. An example: the sentence that gives one. Why:
 * the sentence that gives the reason.
 */
export function followUpOpening(
  followUp: { question: string; intent: TFollowUpIntent },
  sources: readonly TRetrievalHit[],
): string | null {
  const focus = new Set(topicTerms(followUp.question));
  const shares = (text: string) => topicTerms(text).some((term) => focus.has(term));
  if (followUp.intent === 'simpler') {
    const glossary = sources.findIndex((hit) => hit.citation.kind === 'glossary' && shares(hit.citation.term));
    const lesson = sources.findIndex((hit) => hit.citation.kind !== 'glossary');
    const parts = [glossary, lesson]
      .filter((index) => index >= 0)
      .map((index) => `${sentencesOf(sources[index]!.body)[0] ?? ''} [${index + 1}]`);
    return parts.length > 0 ? `${tutorMessages.putSimply} ${parts.join(' ')}` : null;
  }
  if (followUp.intent === 'example') {
    for (const [index, hit] of sources.entries()) {
      const sentence = sentencesOf(hit.body).find((s) => exampleMarker.test(s) && shares(s));
      if (sentence) return `${sentence} [${index + 1}]`;
    }
    return null;
  }
  const reason = directAnswer(followUp.question, sources, 'reason');
  return reason?.kind === 'answer' ? `${reason.sentence} [${reason.source + 1}]` : null;
}
