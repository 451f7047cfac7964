import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { TRelatedLesson, TTutorCitation } from '../../../shared/contract/tutor';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';

const linkClass = 'rounded-sm text-primary underline-offset-2 hover:underline';

const describe = (citation: TTutorCitation) =>
  [citation.section && citation.section !== citation.filename ? citation.section : null, citation.page]
    .filter(Boolean)
    .join(', ');

/** The spec's "Sources:" list of cited file names; each opens its lesson section or the document's passage. */
export function SourcesList({
  citations,
  onOpenPassage,
}: {
  citations: TTutorCitation[];
  onOpenPassage: (citation: TTutorCitation) => void;
}) {
  if (citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2 text-sm">
      <p className="font-semibold">{texts.sources}</p>
      <ol className="mt-1 space-y-1">
        {citations.map((citation) => (
          <li key={citation.number} className="flex gap-1.5">
            <span className="text-muted-foreground">[{citation.number}]</span>
            <span className="min-w-0 break-words">
              {citation.url ? (
                <Link to={citation.url} className={linkClass}>
                  {citation.filename}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${linkClass} inline-flex items-center gap-1 text-left`}
                  onClick={() => onOpenPassage(citation)}
                  aria-label={texts.openPassage(citation.filename)}
                >
                  <FileText className="size-3.5 shrink-0" aria-hidden />
                  {citation.filename}
                </button>
              )}
              {describe(citation) ? <span className="text-muted-foreground"> ({describe(citation)})</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function RelatedLessons({ related }: { related: TRelatedLesson[] }) {
  if (related.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <p className="font-semibold">{texts.related}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {related.map((lesson) => (
          <li key={lesson.url}>
            <Link to={lesson.url} className={linkClass}>
              {lesson.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
