import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTesseractOcr } from './tesseract-ocr';

// Two pages of text rendered at 150 dpi and placed as pictures in a new PDF (fixtures/make-scanned-pdf.mjs).
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const scan = fixture('scanned-two-pages.pdf');
const ocr = createTesseractOcr();
const inAMinute = () => Date.now() + 60_000;

describe('tesseract OCR of a scanned PDF', () => {
  it('reads every page offline with the shipped English model, reporting progress per page', async () => {
    const progress: [number, number][] = [];
    const result = await ocr(scan, {
      maxPages: 10,
      deadline: inAMinute(),
      onPage: (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(result.pageCount).toBe(2);
    expect(result.skippedPages).toBe(0);
    expect(result.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(result.pages[0]!.text).toContain('Restricted Use Pesticides');
    expect(result.pages[0]!.text).toMatch(/read the label before mixing/);
    expect(result.pages[1]!.text).toContain('Groundwater Protection');
    expect(result.pages[1]!.text).toMatch(/rinse sprayers near a well/);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    // No language cache was written into the working directory.
    expect(existsSync('eng.traineddata')).toBe(false);
  }, 60_000);

  it('reads a black-and-white (1 bit per pixel) scan', async () => {
    const result = await ocr(fixture('scanned-one-bit.pdf'), { maxPages: 10, deadline: inAMinute() });
    expect(result.pageCount).toBe(1);
    expect(result.pages[0]!.text).toContain('Restricted Use Pesticides');
    expect(result.pages[0]!.text).toMatch(/goggles when handling/);
  }, 60_000);

  it('reads at most maxPages pages and counts the rest as skipped', async () => {
    const progress: number[] = [];
    const result = await ocr(scan, { maxPages: 1, deadline: inAMinute(), onPage: (done) => void progress.push(done) });
    expect(result.pages.map((page) => page.pageNumber)).toEqual([1]);
    expect(result.skippedPages).toBe(1);
    expect(progress).toEqual([1]);
  }, 60_000);

  it('stops at the deadline with what it has, even in the middle of a page', async () => {
    const passed = await ocr(scan, { maxPages: 10, deadline: Date.now() - 1 });
    expect(passed).toEqual({ pages: [], pageCount: 2, skippedPages: 2 });

    // Starting the worker alone takes longer than this, so the first recognition is cut off.
    const started = Date.now();
    const cut = await ocr(scan, { maxPages: 10, deadline: Date.now() + 20 });
    expect(cut.pages).toEqual([]);
    expect(cut.skippedPages).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('honours the abort signal before starting and between pages', async () => {
    const early = new AbortController();
    early.abort();
    await expect(ocr(scan, { maxPages: 10, deadline: inAMinute(), signal: early.signal })).rejects.toThrow(/abort/i);

    const midway = new AbortController();
    const seen: number[] = [];
    const run = ocr(scan, {
      maxPages: 10,
      deadline: inAMinute(),
      signal: midway.signal,
      onPage: (done) => {
        seen.push(done);
        midway.abort();
      },
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(seen).toEqual([1]);
  }, 60_000);

  it('answers an empty text for a page with no pictures, and refuses what is not a PDF', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const blank = await new Promise<Uint8Array>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.end();
    });
    expect(await ocr(blank, { maxPages: 10, deadline: inAMinute() })).toEqual({
      pages: [{ pageNumber: 1, text: '' }],
      pageCount: 1,
      skippedPages: 0,
    });
    await expect(ocr(new TextEncoder().encode('not a pdf'), { maxPages: 1, deadline: inAMinute() })).rejects.toThrow();
  }, 60_000);
});
