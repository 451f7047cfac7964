import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  ZBlueprint,
  ZCategoryState,
  ZFlashcard,
  ZGlossaryEntry,
  ZLessonFrontMatter,
  ZQuestion,
} from './content-schema';
import { type TSpecimenLabel, ZSpecimenLabel } from './label-schema';

export const defaultContentDir = path.resolve('content');

export interface TLessonSection {
  id: string;
  title: string;
  body: string;
}
export type TLesson = z.infer<typeof ZLessonFrontMatter> & {
  /** The Markdown before the first section heading (an optional introduction). */
  intro: string;
  sections: TLessonSection[];
  words: number;
  file: string;
};

export interface TContentPack {
  /** A hash of every file: the loader skips a pack it has already loaded. */
  version: string;
  lessons: TLesson[];
  questions: z.infer<typeof ZQuestion>[];
  flashcards: z.infer<typeof ZFlashcard>[];
  glossary: z.infer<typeof ZGlossaryEntry>[];
  categories: z.infer<typeof ZCategoryState>[];
  blueprints: z.infer<typeof ZBlueprint>[];
  /** Specimen labels for label-reading practice, each with its questions (not yet in the question bank). */
  labels: TSpecimenLabel[];
}

function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? listFiles(full, extension) : full.endsWith(extension) ? [full] : [];
    })
    .sort();
}

/** Parses with the schema and names the file and item in the message, so an author finds the mistake at once. */
function parseFile<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Content file ${file} is invalid:\n${issues}`);
}

/** A lesson: YAML front matter between --- lines, then Markdown with "## Title {#section-id}" headings. */
export function parseLesson(text: string, file: string): TLesson {
  const match = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`Content file ${file} has no front matter`);
  const front = parseFile(ZLessonFrontMatter, parseYaml(match[1]!), file);
  const sections: TLessonSection[] = [];
  const [intro = '', ...parts] = match[2]!.split(/^## /m);
  for (const part of parts) {
    const [heading = '', ...rest] = part.split('\n');
    const idMatch = heading.match(/^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/);
    if (!idMatch)
      throw new Error(`Content file ${file}: heading "## ${heading}" needs an id, as in "## Title {#an-id}"`);
    sections.push({ id: idMatch[2]!, title: idMatch[1]!, body: rest.join('\n').trim() });
  }
  const words = match[2]!.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return { ...front, intro: intro.trim(), sections, words, file };
}

/** Raise when the loader starts storing something it did not store before (2: lesson introductions). */
const CONTENT_LOADER_REVISION = 2;

export function readContentPack(dir = defaultContentDir): TContentPack {
  // Every file read goes into the version hash, so any change to the pack makes a new version; so does a change in
  // what the loader stores, so that a database loaded by an older loader is filled again at the next start.
  const hash = createHash('sha256').update(`loader ${CONTENT_LOADER_REVISION}\0`);
  const read = (file: string) => {
    const text = readFileSync(file, 'utf8');
    hash.update(path.relative(dir, file)).update('\0').update(text);
    return text;
  };
  const yamlItems = <T extends z.ZodType>(schema: T, files: string[]) =>
    files.flatMap((file) => parseFile(z.array(schema), parseYaml(read(file)) ?? [], file));
  const yamlFiles = (sub: string) => listFiles(path.join(dir, sub), '.yaml');

  const pack: Omit<TContentPack, 'version'> = {
    lessons: listFiles(path.join(dir, 'lessons'), '.md').map((file) => parseLesson(read(file), file)),
    questions: yamlItems(ZQuestion, yamlFiles('questions')),
    flashcards: yamlItems(ZFlashcard, yamlFiles('flashcards')),
    glossary: yamlItems(ZGlossaryEntry, yamlFiles('glossary')),
    categories: yamlFiles('categories').map((file) => parseFile(ZCategoryState, parseYaml(read(file)), file)),
    blueprints: yamlItems(ZBlueprint, yamlFiles('blueprints')),
    labels: yamlFiles('labels').map((file) => parseFile(ZSpecimenLabel, parseYaml(read(file)), file)),
  };
  return { ...pack, version: hash.digest('hex').slice(0, 16) };
}
