import { useMemo } from 'react';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { TLesson } from '../../../shared/contract/course';
import { GlossaryTerm } from './glossary-term';
import { remarkGlossaryTerms } from './remark-glossary-terms';

/**
 * Element overrides: a table scrolls inside its own focusable box, so a wide table never widens the page at 360 px
 * and keyboard users can still scroll it; section bodies start at h3 because the section title is the h2.
 */
const components: Components = {
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
    <div className="my-4 max-w-full overflow-x-auto rounded-md border border-border" tabIndex={0}>
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-border bg-muted px-3 py-2 text-left align-top font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-border px-3 py-2 align-top" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 font-semibold" {...props} />,
};

const prose =
  'break-words leading-7 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal ' +
  '[&_ol]:pl-6 [&_li]:my-1 [&_strong]:font-semibold [&_a]:text-primary [&_a]:underline [&_code]:rounded ' +
  '[&_code]:bg-muted [&_code]:px-1 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4';

/**
 * A lesson section's Markdown (content pack), rendered by react-markdown with GitHub tables and lists; the first
 * occurrence of each of the lesson's glossary terms explains itself on hover, focus and tap.
 */
export function LessonMarkdown({ markdown, terms = [] }: { markdown: string; terms?: TLesson['terms'] }) {
  const { plugins, withTerms } = useMemo(() => {
    const byId = new Map(terms.map((term) => [term.id, term]));
    const withTerms: Components = {
      ...components,
      span: ({ node: _node, ...props }) => {
        const term = byId.get(String((props as Record<string, unknown>)['data-glossary-id'] ?? ''));
        return term ? (
          <GlossaryTerm term={term.term} definition={term.definition}>
            {props.children}
          </GlossaryTerm>
        ) : (
          <span {...props} />
        );
      },
    };
    return { plugins: [remarkGfm, remarkGlossaryTerms(terms)], withTerms };
  }, [terms]);
  return (
    <div className={prose}>
      <Markdown remarkPlugins={plugins} components={withTerms}>
        {markdown}
      </Markdown>
    </div>
  );
}
