import { Unzip, UnzipInflate } from 'fflate';
import { Decompress } from 'fzstd';
import { apkgMaxInflatedBytes, flashcardMessages as texts } from '../../../../shared/domain/flashcards';
import { badRequest, HttpError } from '../../../http-error';

// Unpacking an uploaded package without trusting it: input is fed in small pieces so no single step can expand
// far (deflate expands at most ~1,032 times, a zstd RLE block far more), and every inflated byte is counted
// against one limit; past it the package is refused before the memory is spent.

const deflateChunk = 16 * 1024;
const zstdChunk = 256;

class Budget {
  used = 0;
  add(bytes: number) {
    this.used += bytes;
    if (this.used > apkgMaxInflatedBytes) throw badRequest(texts.packageTooBig);
  }
}

const concat = (parts: Uint8Array[], total: number) => {
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export interface TPackageEntries {
  /** The entries asked for, inflated. */
  files: Map<string, Uint8Array>;
  /** Every entry name in the package, inflated or not. */
  names: string[];
}

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/** Inflates only the wanted entries (the rest, media among them, are listed and skipped). */
export function unzipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): TPackageEntries {
  if (!isZip(bytes)) throw badRequest(texts.packageNotZip);
  const budget = new Budget();
  const files = new Map<string, Uint8Array>();
  const names: string[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    names.push(file.name);
    if (!wanted(file.name) || failure) return;
    const parts: Uint8Array[] = [];
    let total = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      try {
        if (error) throw badRequest(texts.packageUnreadable);
        budget.add(chunk.length);
        parts.push(chunk);
        total += chunk.length;
        if (final) files.set(file.name, concat(parts, total));
      } catch (caught) {
        failure = caught;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      failure = badRequest(texts.packageUnreadable);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += deflateChunk) {
      unzip.push(bytes.subarray(at, at + deflateChunk), at + deflateChunk >= bytes.length);
    }
  } catch {
    failure ??= badRequest(texts.packageUnreadable);
  }
  if (failure) throw failure;
  return { files, names };
}

/** Decompresses a zstd stream (the `collection.anki21b` of newer packages) under the same limit. */
export function unzstd(bytes: Uint8Array): Uint8Array {
  const budget = new Budget();
  const parts: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    budget.add(chunk.length);
    parts.push(chunk);
    total += chunk.length;
  });
  try {
    for (let at = 0; at < bytes.length; at += zstdChunk) {
      stream.push(bytes.subarray(at, at + zstdChunk), at + zstdChunk >= bytes.length);
    }
  } catch (caught) {
    if (caught instanceof HttpError) throw caught;
    throw badRequest(texts.packageUnreadable);
  }
  return concat(parts, total);
}
