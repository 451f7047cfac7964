// Anki stores fields as HTML; this app stores plain text with line breaks. These follow Anki's own rules
// (rslib/src/text.rs): what counts as HTML, which tags break a line, and that entities are decoded after the markup
// is gone, so "&lt;b&gt;" becomes the text "<b>" and is never read as a tag.

/** Anki's `is_html`: a comment, a style or script element, or any tag. */
const htmlPattern = /<!--[\s\S]*?-->|<style[\s\S]*?>[\s\S]*?<\/style>|<script[\s\S]*?>[\s\S]*?<\/script>|<[\s\S]*?>/i;
export const looksLikeHtml = (text: string) => htmlPattern.test(text);

const dropWhole = /<!--[\s\S]*?-->|<(style|script|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
/** Anki's HTML_LINEBREAK_TAGS, opening or closing: a run of them ("</div><div>") is one line break. */
const blockTagRuns =
  /(?:<\/?(?:address|article|aside|blockquote|canvas|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|noscript|ol|output|p|pre|section|table|tfoot|tr|ul|video)\b[^>]*>\s*)+/gi;
const breakTag = /<br\b[^>]*>/gi;
const anyTag = /<[^>]*>/g;
/** Anki's [sound:...] media references; the media files themselves are not imported. */
const soundTag = /\[sound:[^\]]+\]/g;

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

/** HTML to the app's text: line breaks kept (at most one blank line in a row), markup and media references gone. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/[ \t]*\r?\n[ \t]*/g, ' ') // a source line break (and its indent) is a space; <br> and blocks make lines
    .replace(dropWhole, '')
    .replace(breakTag, '\n')
    .replace(blockTagRuns, '\n')
    .replace(anyTag, '')
    .replace(soundTag, '');
  return decodeEntities(text)
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
