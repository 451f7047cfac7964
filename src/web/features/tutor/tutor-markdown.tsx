import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

const prose =
  'break-words leading-7 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal ' +
  '[&_ol]:pl-5 [&_li]:my-1 [&_strong]:font-semibold [&_em]:italic [&_a]:text-primary [&_a]:underline ' +
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 ' +
  // Quoted tables (issue 26) need their cells ruled: without borders a table reads as run-together words again.
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left ' +
  '[&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top';

/** An answer may quote uploaded documents: headings stay small, and raw HTML is never rendered (react-markdown's default). */
const components: Components = {
  h1: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  img: () => null,
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
    <div className="my-2 max-w-full overflow-x-auto" tabIndex={0}>
      <table className="text-sm" {...props} />
    </div>
  ),
};

export function TutorMarkdown({ text }: { text: string }) {
  return (
    <div className={prose}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
