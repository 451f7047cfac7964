import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ZDemoFlashcard } from '../../../shared/contract/homepage';

const ZHomepageContent = z.object({
  flashcards: z.array(ZDemoFlashcard).min(1),
  knowledgeExcerpts: z.array(z.object({ excerpt: z.string().min(1) })).min(1),
});
export type THomepageContent = z.infer<typeof ZHomepageContent>;

export const homepageContentFile = path.resolve('content/homepage/demo.json');

let cached: Promise<THomepageContent> | undefined;

/** The home page demo's cards and excerpts, read from the content pack once and validated. */
export function loadHomepageContent(file = homepageContentFile): Promise<THomepageContent> {
  if (file !== homepageContentFile) return readContent(file);
  cached ??= readContent(file);
  return cached;
}

async function readContent(file: string) {
  return ZHomepageContent.parse(JSON.parse(await readFile(file, 'utf8')));
}
