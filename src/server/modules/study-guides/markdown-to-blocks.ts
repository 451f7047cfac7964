import type { List, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { toString as plainText } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A stretch of inline text with one style; a PDF line is drawn run by run. */
export interface TRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface TListItem {
  runs: TRun[];
  /** Nested lists under the item, drawn indented one level further. */
  children: TListBlock[];
}
export interface TListBlock {
  kind: 'list';
  ordered: boolean;
  start: number;
  items: TListItem[];
}
export interface TTableBlock {
  kind: 'table';
  header: string[];
  rows: string[][];
}
export type TBlock =
  | { kind: 'paragraph'; runs: TRun[] }
  | { kind: 'heading'; runs: TRun[] }
  | { kind: 'quote'; runs: TRun[] }
  | { kind: 'code'; text: string }
  | TListBlock
  | TTableBlock;

const parser = unified().use(remarkParse).use(remarkGfm);

/** Inline content as styled runs: strong is bold, emphasis italic; links keep their text, images their alt text. */
function runsOf(nodes: PhrasingContent[], style: { bold?: boolean; italic?: boolean } = {}): TRun[] {
  return nodes.flatMap((node): TRun[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value, ...style }];
      case 'strong':
        return runsOf(node.children, { ...style, bold: true });
      case 'emphasis':
        return runsOf(node.children, { ...style, italic: true });
      case 'delete':
      case 'link':
      case 'linkReference':
        return runsOf(node.children, style);
      case 'break':
        return [{ text: '\n', ...style }];
      case 'image':
      case 'imageReference':
        return node.alt ? [{ text: node.alt, ...style }] : [];
      default:
        return [];
    }
  });
}

function listBlock(list: List): TListBlock {
  return {
    kind: 'list',
    ordered: Boolean(list.ordered),
    start: list.start ?? 1,
    items: list.children.map((item) => {
      const runs: TRun[] = [];
      const children: TListBlock[] = [];
      for (const child of item.children) {
        if (child.type === 'list') children.push(listBlock(child));
        else if (child.type === 'paragraph' || child.type === 'heading') {
          if (runs.length > 0) runs.push({ text: ' ' });
          runs.push(...runsOf(child.children));
        } else runs.push({ text: plainText(child) });
      }
      return { runs, children };
    }),
  };
}

function tableBlock(table: Table): TTableBlock {
  const [head, ...body] = table.children.map((row) => row.children.map((cell) => plainText(cell).trim()));
  const width = head?.length ?? 0;
  // GFM lets a body row have fewer or more cells than the header; the drawn table keeps the header's columns.
  const rows = body.map((cells) => Array.from({ length: width }, (_, i) => cells[i] ?? ''));
  return { kind: 'table', header: head ?? [], rows };
}

function blockOf(node: RootContent): TBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [{ kind: 'paragraph', runs: runsOf(node.children) }];
    case 'heading':
      return [{ kind: 'heading', runs: runsOf(node.children) }];
    case 'blockquote':
      return [{ kind: 'quote', runs: [{ text: plainText(node) }] }];
    case 'code':
      return [{ kind: 'code', text: node.value }];
    case 'list':
      return [listBlock(node)];
    case 'table':
      return node.children.length > 0 ? [tableBlock(node)] : [];
    case 'html':
    case 'thematicBreak':
    case 'definition':
      return [];
    default:
      return 'children' in node ? (node.children as RootContent[]).flatMap(blockOf) : [];
  }
}

/** Lesson Markdown (CommonMark + GitHub tables) as the few block kinds a printed page needs. */
export function markdownToBlocks(markdown: string): TBlock[] {
  const tree = parser.parse(markdown) as Root;
  return tree.children.flatMap(blockOf);
}

/** The text of a block, for finding things in it (a worked example's arithmetic, a section's first sentence). */
export function blockText(block: TBlock): string {
  switch (block.kind) {
    case 'code':
      return block.text;
    case 'table':
      return [block.header, ...block.rows].map((row) => row.join(' ')).join('\n');
    case 'list':
      return block.items
        .map((item) => [item.runs.map((r) => r.text).join(''), ...item.children.map(blockText)].join('\n'))
        .join('\n');
    default:
      return block.runs.map((run) => run.text).join('');
  }
}
