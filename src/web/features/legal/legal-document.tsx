import type { TLegalSection } from './legal-types';

interface LegalDocumentProps {
  updated: string;
  sections: TLegalSection[];
}

/** A plain-language legal text: numbered sections of paragraphs and bullet lists, readable at any width. */
export function LegalDocument({ updated, sections }: LegalDocumentProps) {
  return (
    <article className="max-w-3xl space-y-8 leading-relaxed">
      <p className="text-sm text-muted-foreground">Last updated: {updated}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`legal-${index}`} className="space-y-3">
          <h2 id={`legal-${index}`} className="text-xl font-bold tracking-tight text-brand-900">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className="list-disc space-y-1.5 pl-6">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
