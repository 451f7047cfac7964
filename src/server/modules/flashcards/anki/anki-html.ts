import { Parser } from 'htmlparser2';
import { importFieldMarkupAllowance } from '../../../../shared/domain/flashcards';

// Anki stores fields as HTML; this app stores plain text with line breaks. These follow Anki's own rules
// (rslib/src/text.rs): what counts as HTML, which tags break a line, and that entities are decoded after the markup
// is gone, so "&lt;b&gt;" becomes the text "<b>" and is never read as a tag.

/**
 * Anki's `is_html` (a comment, a style or script element, or any tag) comes down to: some "<" has a ">" after it.
 * Written as two index scans because the regex form backtracks quadratically on a field of many "<" and no ">".
 */
export function looksLikeHtml(text: string): boolean {
  const open = text.indexOf('<');
  return open !== -1 && text.indexOf('>', open) !== -1;
}

/** Elements whose content is not text (Anki drops them whole, as it drops comments). */
const droppedElements = new Set(['style', 'script', 'template', 'noscript']);
/** Anki's HTML_LINEBREAK_TAGS, opening or closing: a run of them ("</div><div>") is one line break. */
const lineBreakElements = new Set(
  'address article aside blockquote canvas dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav noscript ol output p pre section table tfoot tr ul video'.split(
    ' ',
  ),
);
/** Anki's [sound:...] media references; the media files themselves are not imported. "[" is left out of the name so
 * that a field of many unclosed "[sound:" is still one pass. */
const soundTag = /\[sound:[^\][]+\]/g;
/** Stands for a line break made by markup while the text is assembled, so the source's own newlines can become
 * spaces afterwards without touching it. A NUL in the text itself is removed first. */
const markupBreak = '\u0000';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  shy: '',
};

const codePoint = (value: number, original: string) =>
  Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : original;

/** Numeric entities and the named ones Anki's editor writes; an unknown name stays as it was. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), whole).replace('\u00a0', ' ');
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });

/**
 * HTML to the app's text: line breaks kept (at most one blank line in a row), markup and media references gone. One
 * pass of htmlparser2's tokenizer (linear in the field, whatever its markup), which also decodes entities in text
 * only, so "&lt;b&gt;" becomes the text "<b>" and is never read as a tag.
 */
export function htmlToText(html: string): string {
  let text = '';
  let droppedDepth = 0;
  /** Where the text stood right after the last block break, so a run of block tags makes one break. */
  let afterBlockBreak = -1;
  const blockBreak = () => {
    if (afterBlockBreak !== -1 && !/\S/.test(text.slice(afterBlockBreak))) text = text.slice(0, afterBlockBreak);
    else text += markupBreak;
    afterBlockBreak = text.length;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (droppedElements.has(name)) droppedDepth++;
        else if (droppedDepth > 0) return;
        else if (name === 'br') text += markupBreak;
        else if (lineBreakElements.has(name)) blockBreak();
      },
      onclosetag(name) {
        if (droppedElements.has(name)) droppedDepth = Math.max(0, droppedDepth - 1);
        else if (droppedDepth === 0 && lineBreakElements.has(name)) blockBreak();
      },
      ontext(chunk) {
        if (droppedDepth === 0) text += chunk.replaceAll(markupBreak, '');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .replace(/[ \t]*\r?\n[ \t]*/g, ' ') // a source line break (and its indent) is a space; <br> and blocks make lines
    .replaceAll(markupBreak, '\n')
    .replace(soundTag, '')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The app's text as an Anki field: what Anki does itself for `#html:false` (escape, then newlines to <br>). */
export const textToHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>');

/**
 * An imported field as the app's text, or "" (a card that is then skipped) when the field's markup is longer than
 * any text that could fit: the field is refused before any stripping, so an upload decides none of the work done.
 */
export const importedFieldText = (html: string, maxTextChars: number) =>
  html.length > maxTextChars * importFieldMarkupAllowance ? '' : htmlToText(html);
