import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import type { TFileProblem } from './extraction-types';

export type TDecodedText = { ok: true; text: string } | TFileProblem;

/**
 * Turns the bytes of a text file into a string: UTF-8 (a BOM is dropped), or UTF-16 when a BOM says so (Windows
 * editors save "Unicode" text that way). Anything else is refused rather than guessed, because a wrong guess puts
 * mojibake into the tutor's sources. NUL bytes and other control characters mean binary data, whatever the name says.
 */
export function decodeText(bytes: Uint8Array): TDecodedText {
  const encoding = bomEncoding(bytes);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return looksBinary(bytes)
      ? { ok: false, code: 'not-text', message: texts.notText }
      : { ok: false, code: 'invalid-utf8', message: texts.invalidUtf8 };
  }
  // TextDecoder drops the BOM itself; what is left must be text.
  if (hasBinaryControls(text)) return { ok: false, code: 'not-text', message: texts.notText };
  return { ok: true, text: normalizeNewlines(text) };
}

export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function bomEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** Tab, line feed, form feed and carriage return occur in real text files; the other C0 controls do not. */
function isBinaryControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isBinaryControl(text.charCodeAt(i))) return true;
  return false;
}

/**
 * Invalid UTF-8 that has NUL bytes, or many control bytes, is a binary file (an image, an archive), not text saved in
 * another encoding, and the message should say so.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (isBinaryControl(byte)) controls++;
  }
  return controls > head.length / 20;
}
