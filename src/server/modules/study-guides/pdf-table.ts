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

/** How many of `pieces`, from the start, fit (a binary search: `fits` holds for every count up to the answer). */
function piecesThatFit(pieces: string[], fits: (part: string) => boolean) {
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(pieces.slice(0, middle).join(''))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The longest start of `text` that fits `height` in a cell of `width`, and what is left over: whole words, or when
 * not even the first word fits (a run of symbols or a URL longer than the page), as many characters of it as fit,
 * and at least one, so that every split moves on; a split that kept all of the text for the next page added pages
 * for ever.
 */
function splitToHeight(doc: TDoc, text: string, width: number, height: number, bold: boolean): [string, string] {
  doc.font(bold ? fonts.bold : fonts.regular).fontSize(cellSize);
  const fits = (part: string) => doc.heightOfString(printable(part) || ' ', { width, lineGap: cellLineGap }) <= height;
  if (fits(text)) return [text, ''];
  const words = text.split(/(?<=\s)/);
  const wholeWords = piecesThatFit(words, fits);
  if (wholeWords > 0) return [words.slice(0, wholeWords).join('').trimEnd(), words.slice(wholeWords).join('')];
  const characters = Array.from(text);
  const count = Math.max(1, piecesThatFit(characters, fits));
  return [characters.slice(0, count).join(''), characters.slice(count).join('')];
}

/**
 * A bordered table with a shaded header row. A row that does not fit goes to the next page whole, and the header row
 * is drawn again at the top of that page so a printed page still says what each column is. Only a row taller than
 * a whole page (an admin may write a long flashcard) is split, at word boundaries, and continues on the next page.
 */
export function drawTable(doc: TDoc, table: TTableInput) {
  const { left, width } = frame(doc);
  const widths = table.fractions ? table.fractions.map((f) => f * width) : measuredWidths(doc, table, width);
  const headerHeight = rowHeight(doc, table.header, widths, true);
  const pageRoom = frame(doc).bottom - frame(doc).top - headerHeight;
  const minimumRow = 3 * cellSize + 2 * padding;
  const firstHeight = table.rows[0] ? Math.min(rowHeight(doc, table.rows[0], widths, false), minimumRow) : 0;
  ensureSpace(doc, headerHeight + firstHeight);
  // Drawing a cell's text moves pdfkit's cursor inside the cell, so the table keeps its own y.
  let y = doc.y;
  drawRow(doc, table.header, widths, y, headerHeight, true);
  y += headerHeight;
  const newPage = () => {
    doc.addPage();
    y = frame(doc).top;
    drawRow(doc, table.header, widths, y, headerHeight, true);
    y += headerHeight;
  };
  for (const row of table.rows) {
    let cells = row;
    while (cells.length > 0) {
      const height = rowHeight(doc, cells, widths, false);
      const room = frame(doc).bottom - y;
      if (height <= room) {
        drawRow(doc, cells, widths, y, height, false);
        y += height;
        break;
      }
      if (height <= pageRoom || room < minimumRow) {
        newPage();
        continue;
      }
      const parts = cells.map((cell, i) =>
        splitToHeight(doc, cell, widths[i]! - 2 * padding, room - 2 * padding, false),
      );
      drawRow(
        doc,
        parts.map(([fits]) => fits),
        widths,
        y,
        room,
        false,
      );
      cells = parts.map(([, rest]) => rest);
      newPage();
    }
  }
  doc.x = left;
  doc.y = y;
  gap(doc, 10);
}
