import type { TBlock, TListBlock, TRun } from './markdown-to-blocks';
import { bodySize, colors, ensureSpace, fonts, frame, gap, lineGap, type TDoc } from './pdf-style';
import { drawTable } from './pdf-table';
import { printable } from './printable-text';

const fontFor = (run: Pick<TRun, 'bold' | 'italic'>) =>
  run.bold ? (run.italic ? fonts.boldItalic : fonts.bold) : run.italic ? fonts.italic : fonts.regular;

/** Styled runs as one wrapped paragraph at `x`; pdfkit carries a long paragraph over to the next page by itself. */
export function drawRuns(
  doc: TDoc,
  runs: TRun[],
  options: { x?: number; width?: number; size?: number; color?: string } = {},
) {
  const { left, width } = frame(doc);
  const x = options.x ?? left;
  const visible = runs.filter((run) => run.text.length > 0);
  if (visible.length === 0) return;
  doc.fillColor(options.color ?? colors.text).fontSize(options.size ?? bodySize);
  visible.forEach((run, index) => {
    const textOptions = { width: options.width ?? width - (x - left), lineGap, continued: index < visible.length - 1 };
    doc.font(fontFor(run));
    if (index === 0) doc.text(printable(run.text), x, doc.y, textOptions);
    else doc.text(printable(run.text), textOptions);
  });
  doc.x = left;
}

/** The height a paragraph will take, measured in its heaviest font so the estimate errs on the safe side. */
export function runsHeight(doc: TDoc, runs: TRun[], width: number, size = bodySize) {
  const text = printable(runs.map((run) => run.text).join(''));
  doc.font(fonts.bold).fontSize(size);
  return doc.heightOfString(text, { width, lineGap });
}

export function heading(doc: TDoc, text: string, level: 1 | 2 | 3) {
  const size = level === 1 ? 18 : level === 2 ? 13.5 : 11.5;
  const { width } = frame(doc);
  doc.font(fonts.bold).fontSize(size);
  const height = doc.heightOfString(printable(text), { width });
  // A heading never ends a page: it needs room for itself and a few lines of what it introduces.
  ensureSpace(doc, height + 4 * (bodySize + lineGap) + 8);
  gap(doc, level === 1 ? 0 : level === 2 ? 8 : 5);
  drawRuns(doc, [{ text, bold: true }], { size, color: level === 3 ? colors.text : colors.accent });
  if (level === 1) {
    const { left } = frame(doc);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .lineWidth(1)
      .strokeColor(colors.accent)
      .stroke();
    gap(doc, 10);
  } else gap(doc, 3);
}

export function paragraph(doc: TDoc, runs: TRun[], options: { x?: number; size?: number; color?: string } = {}) {
  ensureSpace(doc, 2 * (bodySize + lineGap));
  drawRuns(doc, runs, options);
  gap(doc, 5);
}

function list(doc: TDoc, block: TListBlock, level: number) {
  const { left } = frame(doc);
  const x = left + level * 16;
  block.items.forEach((item, index) => {
    ensureSpace(doc, 2 * (bodySize + lineGap));
    const marker = block.ordered ? `${block.start + index}.` : '•';
    const y = doc.y;
    doc.font(fonts.regular).fontSize(bodySize).fillColor(colors.text);
    doc.text(marker, x, y, { width: 16, lineBreak: false });
    doc.y = y;
    drawRuns(doc, item.runs, { x: x + 16 });
    gap(doc, 2);
    for (const child of item.children) list(doc, child, level + 1);
  });
}

/** Lesson content in print: paragraphs, lists, tables and the rare heading, quote or code block. */
export function drawBlocks(doc: TDoc, blocks: TBlock[]) {
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        paragraph(doc, block.runs);
        break;
      case 'heading':
        heading(doc, block.runs.map((run) => run.text).join(''), 3);
        break;
      case 'quote':
        paragraph(
          doc,
          block.runs.map((run) => ({ ...run, italic: true })),
          { x: frame(doc).left + 14 },
        );
        break;
      case 'code':
        paragraph(doc, [{ text: block.text }], { x: frame(doc).left + 14 });
        break;
      case 'list':
        list(doc, block, 0);
        gap(doc, 3);
        break;
      case 'table':
        drawTable(doc, { header: block.header, rows: block.rows });
        break;
    }
  }
}
