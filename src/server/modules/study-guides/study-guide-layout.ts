import PDFDocument from 'pdfkit';
import { studyGuideDocumentTexts as texts } from '../../../shared/domain/study-guide-texts';
import { drawBlocks, drawRuns, heading, paragraph, runsHeight } from './pdf-flow';
import { bodySize, colors, ensureSpace, fonts, frame, gap, pageMargins, type TDoc } from './pdf-style';
import { drawTable } from './pdf-table';
import { printable } from './printable-text';
import type { TStudyGuideContent } from './study-guide-content';

interface TPart {
  title: string;
  draw: (doc: TDoc, content: TStudyGuideContent) => void;
}

function keyFacts(doc: TDoc, content: TStudyGuideContent) {
  const { fromCards, groups } = content.keyFacts;
  paragraph(doc, [{ text: fromCards ? texts.keyFactsFromCards : texts.keyFactsFromSections }], { color: colors.muted });
  for (const group of groups) {
    heading(doc, group.lessonTitle, 2);
    drawTable(doc, {
      header: [texts.keyFactTopic, texts.keyFactFact],
      rows: group.facts.map((fact) => [fact.topic, fact.fact]),
      fractions: [0.32, 0.68],
    });
  }
}

function tables(doc: TDoc, content: TStudyGuideContent) {
  for (const table of content.tables) {
    heading(doc, table.caption, 3);
    drawTable(doc, table.content);
  }
}

function calculations(doc: TDoc, content: TStudyGuideContent) {
  if (content.calculations.length > 0) {
    heading(doc, texts.lessonCalculations, 2);
    for (const calculation of content.calculations) {
      heading(doc, calculation.caption, 3);
      drawBlocks(doc, calculation.content);
    }
  }
  if (content.problems.length > 0) {
    const { left, width, top, bottom } = frame(doc);
    const problems = content.problems.map((problem, index) => {
      const question = [{ text: `${index + 1}. `, bold: true }, { text: problem.question }];
      const answer = [{ text: `${texts.answer}: `, bold: true }, { text: problem.answer }];
      const worked = [{ text: `${texts.workedAnswer}: `, bold: true }, { text: problem.explanation }];
      const height = [question, answer, worked].reduce((sum, runs) => sum + runsHeight(doc, runs, width - 16) + 5, 0);
      return { question, answer, worked, height: Math.min(height, bottom - top - 60) };
    });
    // The heading stays with the first problem, and each problem with its answer, when they fit on a page.
    ensureSpace(doc, problems[0]!.height + 40);
    heading(doc, texts.practiceProblems, 2);
    for (const { question, answer, worked, height } of problems) {
      ensureSpace(doc, height);
      drawRuns(doc, question);
      gap(doc, 3);
      paragraph(doc, answer, { x: left + 16 });
      paragraph(doc, worked, { x: left + 16 });
      gap(doc, 4);
    }
  }
}

function glossary(doc: TDoc, content: TStudyGuideContent) {
  paragraph(doc, [{ text: texts.glossaryIntro }], { color: colors.muted });
  for (const item of content.glossary) {
    paragraph(doc, [{ text: item.term, bold: true }, { text: `: ${item.definition}` }]);
  }
}

/** The guide's parts in print order; a part the module has nothing for is left out, contents included. */
function partsFor(content: TStudyGuideContent): TPart[] {
  const parts: (TPart | false)[] = [
    content.keyFacts.groups.length > 0 && { title: texts.keyFacts, draw: keyFacts },
    content.tables.length > 0 && { title: texts.tables, draw: tables },
    (content.calculations.length > 0 || content.problems.length > 0) && {
      title: texts.calculations,
      draw: calculations,
    },
    content.glossary.length > 0 && { title: texts.glossary, draw: glossary },
  ];
  return parts.filter((part): part is TPart => part !== false);
}

/** Page 1: what the guide is, for which module and pack, what is inside (page numbers filled in at the end). */
function titlePage(doc: TDoc, content: TStudyGuideContent, parts: TPart[]) {
  const { left, width } = frame(doc);
  drawRuns(doc, [{ text: content.brandName, bold: true }], { size: 13, color: colors.accent });
  gap(doc, 40);
  drawRuns(doc, [{ text: texts.documentKind.toUpperCase(), bold: true }], { size: 11, color: colors.muted });
  gap(doc, 6);
  drawRuns(doc, [{ text: content.module.title, bold: true }], { size: 26 });
  gap(doc, 6);
  const kind = content.module.kind === 'core' ? texts.coreModule : texts.categoryModule;
  drawRuns(doc, [{ text: content.module.stateName ? `${kind}: ${content.module.stateName}` : kind }], { size: 12 });
  gap(doc, 4);
  drawRuns(doc, [{ text: texts.packVersion(content.pack.version, content.pack.loadedOn) }], {
    size: 9.5,
    color: colors.muted,
  });
  gap(doc, 28);

  heading(doc, texts.contents, 2);
  const contentsLines = parts.map((part) => {
    const y = doc.y;
    drawRuns(doc, [{ text: part.title }], { size: 11.5 });
    gap(doc, 4);
    return y;
  });
  gap(doc, 16);
  heading(doc, texts.lessons, 2);
  content.lessonTitles.forEach((title, index) => {
    paragraph(doc, [{ text: `${index + 1}. ${title}` }]);
  });
  gap(doc, 20);
  paragraph(doc, [{ text: texts.disclaimer }], { size: 9, color: colors.muted });
  return (pages: number[]) => {
    doc.switchToPage(0);
    contentsLines.forEach((y, i) => {
      doc.font(fonts.regular).fontSize(11.5).fillColor(colors.text);
      doc.text(String(pages[i]), left, y, { width, align: 'right', lineBreak: false });
    });
  };
}

/** "Page N of M" on every page, drawn inside the bottom margin once the page count is known. */
function footers(doc: TDoc, content: TStudyGuideContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, width } = frame(doc);
    const y = doc.page.height - 42;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted);
    const footer = printable(texts.footer(content.brandName, content.module.title));
    doc.text(footer, left, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(texts.pageOf(i + 1, count), left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Draws one module's study guide as a US Letter PDF. Same content in, same bytes out (the cache relies on it). */
export function renderStudyGuide(content: TStudyGuideContent): Promise<Buffer> {
  const loaded = content.pack.loadedOn ? new Date(`${content.pack.loadedOn}T00:00:00Z`) : new Date(0);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: pageMargins,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: printable(`${texts.documentKind}: ${content.module.title}`),
      Author: printable(content.brandName),
      Subject: printable(texts.packVersion(content.pack.version, content.pack.loadedOn)),
      CreationDate: loaded,
      ModDate: loaded,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(bodySize);
  const parts = partsFor(content);
  const fillContents = titlePage(doc, content, parts);
  const startPages = parts.map((part) => {
    doc.addPage();
    const page = doc.bufferedPageRange().count;
    heading(doc, part.title, 1);
    part.draw(doc, content);
    return page;
  });
  fillContents(startPages);
  footers(doc, content);
  doc.end();
  return done;
}
