/**
 * The guide uses the PDF standard fonts (Helvetica), which pdfkit encodes as WinAnsi: Latin-1 plus a few typographic
 * marks. Anything else would print as a wrong glyph, so it is mapped to a close ASCII form first (the pack writes
 * a few minus signs as U+2212), and what has no such form becomes "?" rather than garbage.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const closeForms: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n' || winAnsiExtras.has(char);
};

export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\t') out += ' ';
    else if (isWinAnsi(char)) out += char;
    else out += closeForms[char] ?? '?';
  }
  return out;
}
