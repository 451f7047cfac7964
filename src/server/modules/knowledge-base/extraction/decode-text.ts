import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import type { TFileProblem } from './extraction-types';

export type TDecodedText = { ok: true; text: string } | TFileProblem;

/**
 * Turns the bytes of a text file into a string: UTF-8 (a BOM is dropped), or UTF-16 when a BOM says so (Windows
 * editors save "Unicode" text that way). Anything else is refused rather than guessed, because a wrong guess puts
 * mojibake into the tutor's sources. NUL bytes and other control characters mean binary data, whatever the name says.
 */
export function decodeText(bytes: Uint8Array, charset?: string): TDecodedText {
  const declared = declaredEncoding(charset);
  if (declared === 'unknown') return { ok: false, code: 'invalid-utf8', message: texts.unknownCharset(charset ?? '') };
  const encoding = bomEncoding(bytes) ?? declared ?? 'utf-8';
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

function bomEncoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * A charset the uploader declared (text/plain; charset=windows-1252): then the bytes are read as that, since the
 * uploader said so and no guess is involved. TextDecoder knows the WHATWG labels (latin1 and iso-8859-1 both mean
 * windows-1252 there); a label it does not know is refused with its own message.
 */
function declaredEncoding(charset: string | undefined): string | 'unknown' | undefined {
  const label = charset
    ?.trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!label) return undefined;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'unknown';
  }
}

/** The charset parameter of a content type, if any ("text/plain; charset=iso-8859-1" gives "iso-8859-1"). */
export function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '')?.[2];
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
