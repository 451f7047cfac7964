import { decodeText } from '../knowledge-base/extraction/decode-text';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Formats recognised by their first bytes (the WHATWG MIME sniffing signatures). */
const signatures: { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'application/pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
  { type: 'video/mp4', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
  { type: 'video/webm', matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
];

/** An SVG document: optional XML declaration, comments and doctype, then an <svg> root element. */
const svgStart = /^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;

/** Raster formats a browser can show with no script and no document around them. */
export const plainImageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The type an asset is stored and served with, decided from its content alone: the name and the browser's claim are
 * whatever the uploader says, and a type taken from them would let an HTML page pass as "logo.png". What is not a
 * known format is text/plain when it is text, else application/octet-stream: neither is ever rendered as a page.
 */
export function detectContentType(bytes: Uint8Array): string {
  const known = signatures.find((signature) => signature.matches(bytes));
  if (known) return known.type;
  const decoded = decodeText(bytes);
  if (!decoded.ok) return 'application/octet-stream';
  return svgStart.test(decoded.text.slice(0, 4096)) ? 'image/svg+xml' : 'text/plain';
}
