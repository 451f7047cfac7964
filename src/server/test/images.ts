// Pictures built in code for the avatar tests: real files where a browser must show them, and headers only where
// just the declared size matters (the server reads headers, it never decodes pixels).

/** A real 1x1 PNG, as a browser shows it. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);

/** The 1x1 PNG with its IHDR saying another size (the CRC is then wrong; nothing on the server checks it). */
export function pngOfSize(width: number, height: number) {
  const bytes = Buffer.from(onePixelPng);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

export const gifOfSize = (width: number, height: number) =>
  Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.from([0xf0, 0, 0, 0, 0, 0, 0x3b])]);

/** A JFIF header (APP0) before the baseline frame header that holds the size, as cameras and editors write it. */
export const jpegOfSize = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08]),
    u16be(height),
    u16be(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    Buffer.from([0xff, 0xd9]),
  ]);

const riff = (chunk: string, payload: Buffer) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(`WEBP${chunk}`), Buffer.alloc(4), payload]);

/** Lossless WebP: a 0x2f signature, then 14-bit width - 1 and height - 1. */
export function webpLosslessOfSize(width: number, height: number) {
  const bits = Buffer.alloc(5);
  bits[0] = 0x2f;
  bits.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return riff('VP8L', Buffer.concat([bits, Buffer.alloc(8)]));
}

/** Lossy WebP: frame tag, key frame start code, then 14-bit width and height. */
export const webpLossyOfSize = (width: number, height: number) =>
  riff('VP8 ', Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]), u16le(width), u16le(height)]));
