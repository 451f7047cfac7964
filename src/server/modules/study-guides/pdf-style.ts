import type PDFDocument from 'pdfkit';

export type TDoc = InstanceType<typeof PDFDocument>;

/** US Letter with room to hole-punch or bind on the left and a footer band below the text. */
export const pageMargins = { top: 60, bottom: 66, left: 64, right: 58 };
export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;
export const colors = { text: '#111827', muted: '#4b5563', accent: '#166534', rule: '#9ca3af', fill: '#e8efe9' };
export const bodySize = 10.5;
export const lineGap = 2.5;

/** Where text may go on the current page. */
export function frame(doc: TDoc) {
  const { margins, width, height } = doc.page;
  return {
    left: margins.left,
    top: margins.top,
    width: width - margins.left - margins.right,
    bottom: height - margins.bottom,
  };
}

/** Starts a new page unless `height` points still fit on this one (keeps a heading with what follows it). */
export function ensureSpace(doc: TDoc, height: number) {
  if (doc.y + height > frame(doc).bottom) doc.addPage();
}

export function gap(doc: TDoc, points: number) {
  doc.y += points;
}
