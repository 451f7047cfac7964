import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { termMatcher } from '../../../shared/domain/lesson-terms';
import { remarkGlossaryTerms } from './remark-glossary-terms';

const terms = [
  { id: 'drift', term: 'Drift' },
  { id: 'particle-drift', term: 'Particle drift' },
  { id: 'rei', term: 'Restricted-entry interval (REI)' },
  { id: 'ppe', term: 'PPE' },
];

/** The marked terms of a Markdown document, in order, with the node type they sit in. */
function marked(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkGlossaryTerms(terms));
  const tree = processor.runSync(processor.parse(markdown)) as Nodes;
  const found: { id: string; text: string; parent: string }[] = [];
  const walk = (node: Nodes, parent: string) => {
    const id = (node.data as { hProperties?: { dataGlossaryId?: string } } | undefined)?.hProperties?.dataGlossaryId;
    if (id && node.type === 'text') found.push({ id, text: node.value, parent });
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, node.type);
  };
  walk(tree, 'root');
  return found;
}

describe('glossary terms in lesson Markdown', () => {
  it('marks the first occurrence of each term only, whole words, any case, longest spelling first', () => {
    expect(marked('Particle drift is drift. Drift again; PPE and ppe. Drifting and sPPEx are not terms.')).toEqual([
      { id: 'particle-drift', text: 'Particle drift', parent: 'paragraph' },
      { id: 'drift', text: 'drift', parent: 'paragraph' },
      { id: 'ppe', text: 'PPE', parent: 'paragraph' },
    ]);
    // A qualifier in parentheses is optional in the text.
    expect(marked('Wait out the restricted-entry interval.')).toEqual([
      { id: 'rei', text: 'restricted-entry interval', parent: 'paragraph' },
    ]);
  });

  it('leaves headings, links and code alone, and keeps table cells and emphasis whole', () => {
    const markdown = [
      '### Drift',
      '',
      'See [drift rules](https://example.org) and `PPE`.',
      '',
      '| Item | Note |',
      '|---|---|',
      '| **PPE** | drift |',
    ].join('\n');
    expect(marked(markdown)).toEqual([
      { id: 'ppe', text: 'PPE', parent: 'strong' },
      { id: 'drift', text: 'drift', parent: 'tableCell' },
    ]);
  });

  it('the matcher finds nothing without terms', () => {
    expect(termMatcher([]).find('drift')).toEqual([]);
  });
});
