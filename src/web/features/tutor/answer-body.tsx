import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { TutorMarkdown } from './tutor-markdown';

/** The headings the offline engine puts between its answer and the passages behind it (issue 26). */
const evidenceHeadings = [tutorMessages.offlineIntro, tutorMessages.relatedHeading];

/** An answer's own words and, apart, the passages it quotes under their heading; null when it has no such heading. */
export function splitEvidence(content: string) {
  for (const heading of evidenceHeadings) {
    const marker = `\n\n${heading}\n\n`;
    const at = content.indexOf(marker);
    if (at >= 0) {
      const label = heading.replace(/\*\*/g, '').replace(/:$/, '');
      return { answer: content.slice(0, at), label, evidence: content.slice(at + marker.length) };
    }
  }
  return null;
}

/**
 * The answer first, and the passages it comes from collapsed under their heading, one press away: the learner reads
 * the answer, not a page of quotes. A model's answer, which has no such heading, shows as written.
 */
export function AnswerBody({ content }: { content: string }) {
  const parts = splitEvidence(content);
  if (!parts) return <TutorMarkdown text={content} />;
  return (
    <>
      <TutorMarkdown text={parts.answer} />
      {parts.evidence.trim().length > 0 ? (
        <details className="mt-1 rounded-md border border-border/70 px-2 py-1">
          <summary className="cursor-pointer py-1 text-sm font-semibold text-muted-foreground">{parts.label}</summary>
          <TutorMarkdown text={parts.evidence} />
        </details>
      ) : null}
    </>
  );
}
