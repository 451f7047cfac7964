import { HttpError } from '../http-error';
import { readAnkiPackage } from '../modules/flashcards/anki/anki-package-read';
import { buildDeckFile, parseDeckFile } from '../modules/flashcards/deck-files';
import { checkKnowledgeUpload } from '../modules/knowledge-base/extraction/check-upload';
import { extractText } from '../modules/knowledge-base/extraction/extract-text';
import { scannedPageImages } from '../modules/knowledge-base/ocr/pdf-page-images';

/**
 * What a sandbox thread can do (sandbox.ts): every parser of untrusted bytes, and the exports built from many rows.
 * Each takes one structured-cloneable input and returns a cloneable value.
 */
export const sandboxTasks = {
  parseDeckFile,
  readAnkiPackage,
  buildDeckFile,
  checkKnowledgeUpload,
  extractText: (input: Parameters<typeof extractText>) => extractText(...input),
  scannedPageImages,
};

export type TSandboxReply = { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** The thread's one entry: a task's 4xx (HttpError) travels back as data, since errors lose their class in transit. */
export async function runSandboxTask({ task, input }: { task: keyof typeof sandboxTasks; input: never }) {
  try {
    return { ok: true, value: await sandboxTasks[task](input) } satisfies TSandboxReply;
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
}
