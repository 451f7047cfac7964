import { describe, expect, it } from 'vitest';
import { gifOfSize, jpegOfSize, onePixelPng, pngOfSize, webpLosslessOfSize, webpLossyOfSize } from '../../test/images';
import { readImageHeader } from './image-header';

describe('the picture header reader', () => {
  it('reads the format and the pixel size of PNG, GIF, JPEG and WebP from the first bytes', () => {
    expect(readImageHeader(onePixelPng)).toEqual({ ok: true, type: 'image/png', width: 1, height: 1 });
    expect(readImageHeader(pngOfSize(640, 480))).toMatchObject({ type: 'image/png', width: 640, height: 480 });
    expect(readImageHeader(gifOfSize(300, 20))).toMatchObject({ type: 'image/gif', width: 300, height: 20 });
    expect(readImageHeader(jpegOfSize(1024, 768))).toMatchObject({ type: 'image/jpeg', width: 1024, height: 768 });
    expect(readImageHeader(webpLosslessOfSize(4096, 17))).toMatchObject({
      type: 'image/webp',
      width: 4096,
      height: 17,
    });
    expect(readImageHeader(webpLossyOfSize(512, 256))).toMatchObject({ type: 'image/webp', width: 512, height: 256 });
  });

  it('says "not an image" for other content, whatever its name, and "unreadable" for a cut or forged header', () => {
    for (const text of ['<!doctype html><script>alert(1)</script>', '', '%PDF-1.7', '<svg></svg>']) {
      expect(readImageHeader(Buffer.from(text))).toEqual({ ok: false, reason: 'not-an-image' });
    }
    const unreadable = [
      onePixelPng.subarray(0, 20),
      pngOfSize(0, 10),
      Buffer.from('GIF89a'),
      jpegOfSize(10, 10).subarray(0, 24),
      // A JPEG whose image data starts before any frame header.
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00, 0x00]),
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20)]),
    ];
    for (const bytes of unreadable) expect(readImageHeader(bytes)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
