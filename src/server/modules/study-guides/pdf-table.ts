import { colors, ensureSpace, fonts, frame, gap, type TDoc } from './pdf-style';
import { printable } from './printable-text';

const cellSize = 9.5;
const padding = 5;
const cellLineGap = 1.5;

export interface TTableInput {
  header: string[];
  rows: string[][];
  /** Column shares of the width (adding up to 1); measured from the content when left out. */
  fractions?: number[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Column widths from the content: every column gets at least its longest word, and the rest of the width goes to
 * the columns whose text is longest, so short columns stay narrow and long ones wrap instead of overflowing.
 */
function measuredWidths(doc: TDoc, table: TTableInput, width: number): number[] {
  const columns = table.header.map((head, i) => [head, ...table.rows.map((row) => row[i] ?? '')].map(printable));
  const measure = (text: string, bold: boolean) => doc.font(bold ? fonts.bold : fonts.regular).widthOfString(text);
  doc.fontSize(cellSize);
  const minimum = columns.map(
    (cells) =>
      Math.max(...cells.flatMap((cell, r) => cell.split(/\s+/).map((word) => measure(word, r === 0)))) + 2 * padding,
  );
  const natural = columns.map((cells) => Math.max(...cells.map((cell, r) => measure(cell, r === 0))) + 2 * padding);
  if (sum(natural) <= width) return natural.map((w) => (w / sum(natural)) * width);
  // Words longer than their share are broken by pdfkit rather than drawn past the border.
  if (sum(minimum) >= width) return minimum.map((w) => (w / sum(minimum)) * width);
  const spare = width - sum(minimum);
  const wants = natural.map((w, i) => w - minimum[i]!);
  return minimum.map((w, i) => w + (spare * wants[i]!) / sum(wants));
}

function rowHeight(doc: TDoc, cells: string[], widths: number[], bold: boolean) {
  doc.font(bold ? fonts.bold : fonts.regular).fontSize(cellSize);
  const heights = cells.map((cell, i) =>
    doc.heightOfString(printable(cell) || ' ', { width: widths[i]! - 2 * padding, lineGap: cellLineGap }),
  );
  return Math.max(...heights) + 2 * padding;
}

function drawRow(doc: TDoc, cells: string[], widths: number[], y: number, height: number, header: boolean) {
  let x = frame(doc).left;
  cells.forEach((cell, i) => {
    const w = widths[i]!;
    doc.lineWidth(0.6).strokeColor(colors.rule);
    if (header) doc.rect(x, y, w, height).fillAndStroke(colors.fill, colors.rule);
    else doc.rect(x, y, w, height).stroke();
    doc
      .font(header ? fonts.bold : fonts.regular)
      .fontSize(cellSize)
      .fillColor(colors.text)
      .text(printable(cell), x + padding, y + padding, { width: w - 2 * padding, lineGap: cellLineGap });
    x += w;
  });
}

/**
 * A bordered table with a shaded header row. Rows are never split: a row that does not fit goes to the next page,
 * and the header row is drawn again at the top of that page so a printed page still says what each column is.
 */
export function drawTable(doc: TDoc, table: TTableInput) {
  const { left, width } = frame(doc);
  const widths = table.fractions ? table.fractions.map((f) => f * width) : measuredWidths(doc, table, width);
  const headerHeight = rowHeight(doc, table.header, widths, true);
  const heights = table.rows.map((row) => rowHeight(doc, row, widths, false));
  ensureSpace(doc, headerHeight + (heights[0] ?? 0));
  // Drawing a cell's text moves pdfkit's cursor inside the cell, so the table keeps its own y.
  let y = doc.y;
  drawRow(doc, table.header, widths, y, headerHeight, true);
  y += headerHeight;
  table.rows.forEach((row, i) => {
    const height = heights[i]!;
    if (y + height > frame(doc).bottom) {
      doc.addPage();
      y = frame(doc).top;
      drawRow(doc, table.header, widths, y, headerHeight, true);
      y += headerHeight;
    }
    drawRow(doc, row, widths, y, height, false);
    y += height;
  });
  doc.x = left;
  doc.y = y;
  gap(doc, 10);
}
