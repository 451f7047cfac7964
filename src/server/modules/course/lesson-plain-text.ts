import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Inline content joins as it reads; block content (paragraphs, list items, table cells) is kept a space apart. */
const inline = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' ? '' : node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map(textOf);
  return inline.has(node.type) ? parts.join('') : parts.filter(Boolean).join(' ');
}

/** A section's Markdown as the words a reader sees, without table pipes or emphasis marks, for search snippets. */
export const lessonPlainText = (markdown: string) => textOf(parser.parse(markdown)).replace(/\s+/g, ' ').trim();

/** The same words block by block (paragraphs, list items, table rows, headings), for splitting into passages. */
export const lessonPlainBlocks = (markdown: string) =>
  (parser.parse(markdown).children as Nodes[])
    .flatMap((node) => (node.type === 'list' || node.type === 'table' ? (node.children as Nodes[]) : [node]))
    .map((node) => textOf(node).replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);
