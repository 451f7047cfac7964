import type { TAvatarType } from '../../../shared/domain/avatars';

/**
 * What an uploaded picture is, read from its first bytes only: the format from its signature (never from the file's
 * name or the browser's claim) and the pixel size from the header that follows it. Nothing is decoded; the browser
 * does that, from our origin, with the exact type and nosniff.
 */
export type TImageHeader =
  | { ok: true; type: TAvatarType; width: number; height: number }
  | { ok: false; reason: 'not-an-image' | 'unreadable' };

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readImageHeader(bytes: Uint8Array): TImageHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (type: TAvatarType, read: () => [number, number] | null): TImageHeader => {
    const found = read();
    // A zero side is what a truncated or forged header gives; browsers show nothing for it either.
    if (!found || found[0] === 0 || found[1] === 0) return { ok: false, reason: 'unreadable' };
    return { ok: true, type, width: found[0], height: found[1] };
  };
  if (startsWith(bytes, pngSignature)) return size('image/png', () => pngSize(bytes, view));
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) {
    return size('image/gif', () => (bytes.length >= 10 ? [view.getUint16(6, true), view.getUint16(8, true)] : null));
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return size('image/webp', () => webpSize(bytes, view));
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return size('image/jpeg', () => jpegSize(bytes, view));
  return { ok: false, reason: 'not-an-image' };
}

/** The IHDR chunk comes first in every PNG: width and height are its first two 32-bit numbers. */
function pngSize(bytes: Uint8Array, view: DataView): [number, number] | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return [view.getUint32(16), view.getUint32(20)];
}

/** WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X), each with the size in its own layout. */
function webpSize(bytes: Uint8Array, view: DataView): [number, number] | null {
  if (bytes.length < 30) return null;
  if (ascii(bytes, 12, 'VP8 ')) {
    // After the 3-byte frame tag, a key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(bytes, 12, 'VP8X')) {
    const uint24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    return [uint24(24) + 1, uint24(27) + 1];
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): the ones whose segment holds the size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the JPEG's marker segments up to the first start of frame; the scan data after it is never reached. */
function jpegSize(bytes: Uint8Array, view: DataView): [number, number] | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and the markers that stand alone with no length after them.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // The image data starts (or the file ends) before any frame header: there is no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (startOfFrame.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return [view.getUint16(offset + 7), view.getUint16(offset + 5)];
    }
    offset += 2 + length;
  }
  return null;
}
