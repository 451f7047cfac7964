import { sql } from 'drizzle-orm';
import type { TLessonSearchHit, TSnippetPart } from '../../../shared/contract/course';
import { lessonSearchLimits } from '../../../shared/domain/course-texts';
import type { TDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { TUserRow } from '../../db/schema';
import { courseOutline } from './course-outline';
import { lessonPlainText } from './lesson-plain-text';

/** The query's words, each of which a result must contain; duplicates and one-letter words add nothing. */
export function searchWords(query: string) {
  const words = query
    .toLocaleLowerCase('en-US')
    .split(/\s+/)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, lessonSearchLimits.maxWords);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const snippetBefore = 60;
const snippetLength = 220;

/** Up to ~220 characters around the first match, cut at spaces, every occurrence of a word flagged as a match. */
export function buildSnippet(text: string, words: string[]): TSnippetPart[] {
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  const first = text.search(pattern);
  let start = Math.max(0, (first < 0 ? 0 : first) - snippetBefore);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const window = text.slice(start, end);
  const parts: TSnippetPart[] = [];
  let at = 0;
  for (const match of window.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: window.slice(at, match.index), match: false });
    parts.push({ text: match[0], match: true });
    at = match.index + match[0].length;
  }
  if (at < window.length) parts.push({ text: window.slice(at), match: false });
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts;
}

interface TSearchRow {
  lesson_id: string;
  section_id: string | null;
  section_title: string | null;
  body: string;
}

/**
 * Lessons of the learner's own course whose title and section (or introduction) together contain every word of the
 * query, found with ILIKE in the database (the same on PGlite and PostgreSQL). Ranked: the words in the lesson title
 * first, then in the section title, then by how often they occur; ties keep the course order.
 */
export async function searchLessons(db: TDatabase, user: TUserRow, query: string) {
  const words = searchWords(query);
  const outline = await courseOutline(db, user.states);
  const lessons = outline.flatMap((module) => module.lessons.map((lesson) => ({ lesson, module })));
  if (words.length === 0 || lessons.length === 0) return { query, results: [] };
  const ids = sql.join(
    lessons.map(({ lesson }) => sql`${lesson.id}`),
    sql`, `,
  );
  const allWords = (haystack: ReturnType<typeof sql>) =>
    sql.join(
      words.map((word) => sql`${haystack} ILIKE ${containsPattern(word)}`),
      sql` AND `,
    );
  const sectionText = sql`(l.title || ' ' || (s.value->>'title') || ' ' || (s.value->>'body'))`;
  const introText = sql`(l.title || ' ' || l.intro)`;
  const result: unknown = await db.execute(sql`
    SELECT l.id AS lesson_id, s.value->>'id' AS section_id, s.value->>'title' AS section_title, s.value->>'body' AS body
      FROM lessons l CROSS JOIN LATERAL jsonb_array_elements(l.sections) AS s(value)
     WHERE l.id IN (${ids}) AND ${allWords(sectionText)}
    UNION ALL
    SELECT l.id, NULL, NULL, l.intro
      FROM lessons l
     WHERE l.id IN (${ids}) AND l.intro <> '' AND ${allWords(introText)}`);

  const order = new Map(lessons.map((entry, index) => [entry.lesson.id, { ...entry, index }]));
  const has = (text: string) => words.every((word) => text.toLocaleLowerCase('en-US').includes(word));
  // postgres-js answers a list of rows, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: TSearchRow[] }).rows) as TSearchRow[];
  const hits = rows.map((row) => {
    const { lesson, module, index } = order.get(row.lesson_id)!;
    const text = lessonPlainText(row.body);
    const occurrences = words.reduce((sum, word) => sum + text.toLocaleLowerCase('en-US').split(word).length - 1, 0);
    const rank = (has(lesson.title) ? 1000 : 0) + (has(row.section_title ?? '') ? 100 : 0) + Math.min(occurrences, 99);
    const hit: TLessonSearchHit = {
      lesson: { id: lesson.id, title: lesson.title, moduleTitle: module.title },
      section: row.section_id ? { id: row.section_id, title: row.section_title ?? '' } : null,
      snippet: buildSnippet(text, words),
    };
    const sectionIndex = lesson.sections.findIndex((section) => section.id === row.section_id);
    return { hit, rank, index, sectionIndex };
  });
  hits.sort((a, b) => b.rank - a.rank || a.index - b.index || a.sectionIndex - b.sectionIndex);
  return { query, results: hits.slice(0, lessonSearchLimits.results).map((entry) => entry.hit) };
}
