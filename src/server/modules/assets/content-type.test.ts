import { describe, expect, it } from 'vitest';
import { cleanFilename } from './assets.service';
import { detectContentType } from './content-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('detectContentType', () => {
  it('recognises the supported formats by their first bytes', () => {
    expect(detectContentType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(detectContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectContentType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectContentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectContentType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
    expect(detectContentType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
  });

  it('tells SVG from other text and from binary data', () => {
    expect(detectContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    const withBom = new Uint8Array(Buffer.from('\ufeff<?xml version="1.0"?><!-- c --><!DOCTYPE svg><svg>', 'utf8'));
    expect(detectContentType(withBom)).toBe('image/svg+xml');
    expect(detectContentType(bytes('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1">'))).toBe(
      'image/svg+xml',
    );
    expect(detectContentType(bytes('<html><svg></svg></html>'))).toBe('text/plain');
    expect(detectContentType(bytes('Plain notes, no markup.'))).toBe('text/plain');
    expect(detectContentType(bytes([0x00, 0x01, 0x02, 0xff]))).toBe('application/octet-stream');
    expect(detectContentType(bytes([0xc3, 0x28]))).toBe('application/octet-stream');
  });
});

describe('cleanFilename', () => {
  it('keeps the last path segment without control characters, and shortens long names keeping the extension', () => {
    expect(cleanFilename('C:\\fakepath\\photo.png')).toBe('photo.png');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('  \u202Egnp.exe  ')).toBe('gnp.exe');
    expect(cleanFilename('..')).toBe('file');
    const long = cleanFilename(`${'a'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});
