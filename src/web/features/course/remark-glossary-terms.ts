import type { Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';
import { type TTermEntry, termMatcher } from '../../../shared/domain/lesson-terms';

/** Where a term is never marked: headings keep their anchors' text, links and code stay what they are. */
const untouched = new Set(['heading', 'link', 'linkReference', 'inlineCode', 'code', 'html', 'definition']);

/** A term's occurrence as a text node that becomes `<span data-glossary-id>`; the reader renders it as a popover. */
const termNode = (value: string, id: string): Text => ({
  type: 'text',
  value,
  data: { hName: 'span', hProperties: { dataGlossaryId: id } },
});

/**
 * Marks the first occurrence of each glossary term in one Markdown document (one lesson section), whole words and
 * case-insensitive, with the same matcher the server used to pick the lesson's terms.
 */
export function remarkGlossaryTerms(terms: TTermEntry[]) {
  const matcher = termMatcher(terms);
  return () => (tree: Root) => {
    const marked = new Set<string>();
    const walk = (node: Nodes) => {
      if (untouched.has(node.type) || !('children' in node)) return;
      const parent = node as Parent;
      const children: Nodes[] = [];
      for (const child of parent.children as Nodes[]) {
        if (child.type !== 'text') {
          walk(child);
          children.push(child);
          continue;
        }
        let at = 0;
        for (const match of matcher.find(child.value)) {
          if (marked.has(match.entry.id) || match.index < at) continue;
          marked.add(match.entry.id);
          if (match.index > at) children.push({ type: 'text', value: child.value.slice(at, match.index) });
          children.push(termNode(child.value.slice(match.index, match.index + match.length), match.entry.id));
          at = match.index + match.length;
        }
        children.push(at === 0 ? child : { type: 'text', value: child.value.slice(at) });
      }
      parent.children = children as PhrasingContent[];
    };
    walk(tree);
  };
}
