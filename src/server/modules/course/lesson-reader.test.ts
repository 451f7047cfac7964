import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLesson, TLessonSearchHit } from '../../../shared/contract/course';
import { lessonSearchTexts } from '../../../shared/domain/course-texts';
import { serverMessages } from '../../../shared/domain/messages';
import { glossaryTerms, lessons } from '../../db/schema';
import { cookieFor, createUser } from '../../test/factories';
import { setupCourseTests } from './course-test-helpers';

const { ctx, pack, fixture, learner, get, ok } = setupCourseTests();
const frontPanel = fixture.lessons.frontPanel.id;
const lawLesson = fixture.lessonsOf('laws-regulations')[0]!.id;
const texasLessons = new Set(pack.lessons.filter((l) => l.jurisdictions.includes('texas')).map((l) => l.id));
type TSearch = { query: string; results: TLessonSearchHit[] };
const search = async (cookie: string, q: string) =>
  ok<TSearch>(await get(`/_api/course/search?q=${encodeURIComponent(q)}`, cookie));
const courseIds = async (cookie: string) =>
  ok<{ modules: { lessons: { id: string }[] }[] }>(await get('/_api/course', cookie)).modules.flatMap((m) =>
    m.lessons.map((l) => l.id),
  );

describe('glossary terms in the lesson payload', () => {
  it('carries only the terms the lesson’s text uses, whole words, with their definitions', async () => {
    const { cookie } = await learner();
    const lesson = ok<TLesson>(await get(`/_api/course/lesson?id=${frontPanel}`, cookie));
    const text = [lesson.intro, ...lesson.sections.map((s) => s.body)].join('\n').toLowerCase();
    expect(lesson.terms.length).toBeGreaterThan(0);
    expect(lesson.terms.length).toBeLessThan(pack.glossary.length / 4);
    for (const term of lesson.terms) {
      const base = term.term.replace(/\s*\([^)]*\)$/, '').toLowerCase();
      expect(text).toContain(base);
      expect(term.definition).toBe(pack.glossary.find((g) => g.id === term.id)!.definition);
    }
    // A glossary term the text never uses stays out, and a retired one goes.
    const unused = pack.glossary.find((g) => !text.includes(g.term.replace(/\s*\([^)]*\)$/, '').toLowerCase()))!;
    expect(lesson.terms.map((t) => t.id)).not.toContain(unused.id);
    const used = lesson.terms[0]!;
    await ctx.database.db.update(glossaryTerms).set({ retiredAt: new Date() }).where(eq(glossaryTerms.id, used.id));
    const after = ok<TLesson>(await get(`/_api/course/lesson?id=${frontPanel}`, cookie));
    expect(after.terms.map((t) => t.id)).not.toContain(used.id);
  });
});

describe('lesson search', () => {
  it('finds sections by title and text, ranks the lesson title first, and flags every match', async () => {
    const { cookie } = await learner();
    const { results } = await search(cookie, '  Signal WORDS ');
    expect(results.length).toBeGreaterThan(1);
    expect(results[0]!.lesson.id).toBe(fixture.lessons.signalWords.id);
    for (const hit of results) {
      const flagged = hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
      for (const text of flagged) expect(['signal', 'words']).toContain(text);
      const lesson = ok<TLesson>(await get(`/_api/course/lesson?id=${hit.lesson.id}`, cookie));
      const section = lesson.sections.find((s) => s.id === hit.section?.id);
      expect(section?.title ?? null).toBe(hit.section?.title ?? null);
      const haystack = `${lesson.title} ${section ? `${section.title} ${section.body}` : lesson.intro}`.toLowerCase();
      for (const word of ['signal', 'words']) expect(haystack).toContain(word);
    }
    // Every word must be there: a word no lesson has empties the list.
    expect((await search(cookie, 'signal zzyzx')).results).toEqual([]);
    // Snippets are plain text: Markdown marks are gone.
    const table = (await search(cookie, 'toxicity category')).results;
    expect(table.flatMap((hit) => hit.snippet.map((p) => p.text)).join('')).not.toMatch(/\*\*|\|/);
  });

  it('returns text, never markup: what a lesson says is flagged in parts, and % or _ are taken literally', async () => {
    const { cookie } = await learner();
    await ctx.database.db
      .update(lessons)
      .set({
        sections: [
          { id: 'odd', title: 'Odd characters', body: 'Mix 1 < 2 & keep "zebrafish" <em>safe</em> at 57%x strength.' },
        ],
      })
      .where(eq(lessons.id, lawLesson));
    const [hit] = (await search(cookie, 'zebrafish')).results;
    expect(hit!.section).toEqual({ id: 'odd', title: 'Odd characters' });
    expect(hit!.snippet).toContainEqual({ text: 'zebrafish', match: true });
    const joined = hit!.snippet.map((part) => part.text).join('');
    expect(joined).toContain('1 < 2 & keep "');
    expect(joined).not.toContain('&amp;');
    expect(joined).not.toContain('<mark>');
    expect((await search(cookie, '57%x')).results.map((h) => h.lesson.id)).toEqual([lawLesson]);
    expect((await search(cookie, '57_x')).results).toEqual([]);
  });

  it('searches only the learner’s own course', async () => {
    const national = await learner();
    const texan = await learner(['national', 'texas']);
    const own = new Set(await courseIds(national.cookie));
    const fromNational = (await search(national.cookie, 'Texas')).results;
    for (const hit of fromNational) expect(own.has(hit.lesson.id)).toBe(true);
    const fromTexan = (await search(texan.cookie, 'Texas')).results;
    expect(fromTexan.some((hit) => texasLessons.has(hit.lesson.id))).toBe(true);
    expect(fromNational.some((hit) => texasLessons.has(hit.lesson.id))).toBe(false);
  });

  it('explains a query that is too short, and walls off unpaid students', async () => {
    const { cookie } = await learner();
    for (const q of ['', 'ab', '  a  ']) {
      const response = await get(`/_api/course/search?q=${encodeURIComponent(q)}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(lessonSearchTexts.tooShort);
    }
    expect((await get('/_api/course/search', cookie)).json().error).toBe(lessonSearchTexts.tooShort);
    expect((await get(`/_api/course/search?q=${'x'.repeat(101)}`, cookie)).json().error).toBe(
      lessonSearchTexts.tooLong,
    );
    const student = await createUser(ctx.database.db);
    const refused = await get('/_api/course/search?q=label', await cookieFor(ctx.database.db, student));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(serverMessages.purchaseRequired);
  });
});
