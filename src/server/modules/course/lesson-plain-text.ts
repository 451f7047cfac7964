import type { List, ListItem, Nodes, Table } from 'mdast';
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

const oneLine = (node: Nodes) => textOf(node).replace(/\s+/g, ' ').trim();

/** A section's Markdown as the words a reader sees, without table pipes or emphasis marks, for search snippets. */
export const lessonPlainText = (markdown: string) => textOf(parser.parse(markdown)).replace(/\s+/g, ' ').trim();

/** A table longer than this many words is cut into parts that each repeat the header, so no passage has rows alone. */
const tableWords = 200;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A table as pipe rows under its header and separator (issue 26: the tutor quotes it as a table, not a sentence). */
function tableBlocks(table: Table): string[] {
  const row = (node: Nodes) =>
    `| ${(('children' in node ? node.children : []) as Nodes[]).map((cell) => oneLine(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  const [header, ...rows] = table.children.map(row);
  if (!header) return [];
  const head = `${header}\n|${' --- |'.repeat(table.children[0]!.children.length)}`;
  const parts: string[][] = [[]];
  for (const line of rows) {
    const part = parts.at(-1)!;
    if (part.length > 0 && words([head, ...part, line].join(' ')) > tableWords) parts.push([]);
    parts.at(-1)!.push(line);
  }
  return parts.map((part) => [head, ...part].join('\n'));
}

/** A list as one block, one item a line with its marker: its items (a procedure's steps) stay together and in order. */
function listBlock(list: List): string {
  const start = list.start ?? 1;
  return (list.children as ListItem[])
    .map((item, index) => `${list.ordered ? `${start + index}.` : '-'} ${oneLine(item)}`)
    .join('\n');
}

/**
 * The section's blocks for splitting into passages: paragraphs and headings as plain words; a list as one block of
 * marked items and a table as pipe rows, each with the paragraph leading into it when that ends with a colon, so a
 * passage never holds "depends on four things:" without the four things (passages.ts never cuts inside a block).
 */
export function lessonPassageBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let leadIn: string | null = null;
  for (const node of parser.parse(markdown).children as Nodes[]) {
    const shaped = node.type === 'list' ? [listBlock(node)] : node.type === 'table' ? tableBlocks(node) : null;
    if (shaped) {
      if (leadIn !== null) blocks.pop();
      blocks.push(...shaped.map((block) => (leadIn === null ? block : `${leadIn}\n${block}`)));
      leadIn = null;
      continue;
    }
    const text = oneLine(node);
    if (text.length === 0) continue;
    blocks.push(text);
    leadIn = node.type === 'paragraph' && text.endsWith(':') ? text : null;
  }
  return blocks;
}
