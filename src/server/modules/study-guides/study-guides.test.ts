import { and, eq, isNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../shared/domain/messages';
import { studyGuideMessages as texts } from '../../../shared/domain/study-guide-texts';
import { contentState, glossaryTerms, lessons, questions, quizAttemptItems, quizAttempts } from '../../db/schema';
import { cookieFor, createUser } from '../../test/factories';
import { setupCourseTests } from '../course/course-test-helpers';
import { getPlatformConfig } from '../platform/platform.service';
import { markdownToBlocks, type TTableBlock } from './markdown-to-blocks';

const { ctx, fixture, learner } = setupCourseTests();
const texasCategory = fixture.states.texas.category;
const guideUrl = (module: string) => `/_api/course/study-guide?module=${encodeURIComponent(module)}`;
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The PDF's pages as text; whitespace is dropped because a wrapped line may break anywhere in a phrase. */
async function pagesOf(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text.map(squash), all: squash(text.join(' ')) };
}
const squash = (text: string) => text.replace(/\s+/g, '');

async function lessonsOf(topic: string) {
  return ctx.database.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.topic, topic), isNull(lessons.retiredAt)))
    .orderBy(lessons.position);
}

describe('study guides', () => {
  it('renders a core module as a printable PDF with key facts, calculations, glossary and page numbers', async () => {
    const { cookie } = await learner();
    const response = await get(guideUrl('equipment-calibration'), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="study-guide-equipment-calibration.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages, pages, all } = await pagesOf(response.rawPayload);
    expect(totalPages).toBeGreaterThan(1);

    const { brandName } = await getPlatformConfig(ctx.database.db);
    const [pack] = await ctx.database.db.select().from(contentState);
    expect(pages[0]).toContain(squash('Application Equipment & Calibration'));
    expect(pages[0]).toContain(squash(brandName));
    expect(pages[0]).toContain(pack!.version);
    pages.forEach((page, index) => {
      expect(page).toContain(squash(`Page ${index + 1} of ${totalPages}`));
    });

    // A worked example exactly as the lesson in the database writes it.
    const calibrationLessons = await lessonsOf('equipment-calibration');
    const example = calibrationLessons
      .flatMap((lesson) => lesson.sections.flatMap((section) => section.body.split('\n')))
      .find((line) => line.startsWith('Example:') && line.includes(' = '));
    expect(example).toBeDefined();
    expect(all).toContain(squash(example!));
    // A practice problem with its worked explanation.
    const [numeric] = await ctx.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.topic, 'equipment-calibration'), eq(questions.type, 'numeric')))
      .orderBy(questions.id);
    expect(all).toContain(squash(numeric!.question));
    expect(all).toContain(squash(numeric!.explanation.replaceAll('−', '-')));
    // A glossary term this module's lessons use, with its definition.
    const [term] = await ctx.database.db.select().from(glossaryTerms).where(eq(glossaryTerms.term, 'Calibration'));
    expect(all).toContain(squash(`${term!.term}: ${term!.definition}`));
    // The lesson text itself is not dumped: a paragraph with no calculation, table or key fact stays out.
    const intro = calibrationLessons[0]!.intro.split('\n')[0]!;
    expect(intro.length).toBeGreaterThan(20);
    expect(all).not.toContain(squash(intro));
  });

  it('draws the lessons’ tables with their header and cells', async () => {
    const { cookie } = await learner();
    const withTable = (await lessonsOf('safety-toxicity')).find((lesson) =>
      lesson.sections.some((section) => section.body.includes('|---')),
    );
    const table = withTable!.sections
      .flatMap((section) => markdownToBlocks(section.body))
      .find((block): block is TTableBlock => block.kind === 'table');
    const response = await get(guideUrl('safety-toxicity'), cookie);
    expect(response.statusCode).toBe(200);
    const { all } = await pagesOf(response.rawPayload);
    for (const cell of [...table!.header, ...table!.rows.at(-1)!]) expect(all).toContain(squash(cell));
  });

  it('gives a state category module its guide only to learners of that state', async () => {
    const texan = await learner(['national', 'texas']);
    const response = await get(guideUrl(texasCategory.category.id), texan.cookie);
    expect(response.statusCode).toBe(200);
    const { pages } = await pagesOf(response.rawPayload);
    expect(pages[0]).toContain(squash('State category module: Texas'));
    // No flashcards in this module: each section's opening sentence is its key fact.
    expect(pages.join('')).toContain(squash(texasCategory.lesson.sections[0]!.body));

    const national = await learner();
    const refused = await get(guideUrl(texasCategory.category.id), national.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(texts.notFound);
  });

  it('refuses visitors, unpaid students, unknown modules and bad input with clear messages', async () => {
    expect((await get(guideUrl('ppe'))).statusCode).toBe(401);
    const student = await createUser(ctx.database.db);
    const unpaid = await get(guideUrl('ppe'), await cookieFor(ctx.database.db, student));
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().error).toBe(serverMessages.purchaseRequired);

    const { cookie } = await learner();
    const unknown = await get(guideUrl('no-such-module'), cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(texts.notFound);
    const missing = await get('/_api/course/study-guide', cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(texts.moduleRequired);
    expect((await get(`${guideUrl('ppe')}&extra=1`, cookie)).statusCode).toBe(400);
    expect((await get(guideUrl('x'.repeat(300)), cookie)).statusCode).toBe(400);
  });

  it('serves the same bytes from its cache, and a new file once the printed content changes', async () => {
    const { cookie } = await learner();
    const [first, second] = await Promise.all([get(guideUrl('ppe'), cookie), get(guideUrl('ppe'), cookie)]);
    const third = await get(guideUrl('ppe'), (await learner()).cookie);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);

    // An admin's glossary edit is printed at once, without waiting for a new pack version.
    const [term] = await ctx.database.db.select().from(glossaryTerms).where(eq(glossaryTerms.term, 'Respirator'));
    expect(term).toBeDefined();
    const definition = 'An admin-edited definition of a respirator for the study guide test.';
    await ctx.database.db.update(glossaryTerms).set({ definition }).where(eq(glossaryTerms.id, term!.id));
    const edited = await get(guideUrl('ppe'), cookie);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await pagesOf(edited.rawPayload)).all).toContain(squash(`Respirator: ${definition}`));
  });

  it('leaves out a practice problem while it is in the learner’s running timed exam', async () => {
    const db = ctx.database.db;
    const [numeric] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.topic, 'equipment-calibration'), eq(questions.type, 'numeric')))
      .orderBy(questions.id);
    const examinee = await learner();
    const [attempt] = await db
      .insert(quizAttempts)
      .values({
        userId: examinee.user.id,
        mode: 'exam',
        title: 'Core exam',
        passingPercent: 70,
        questionCount: 1,
        deadlineAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning();
    await db.insert(quizAttemptItems).values({
      attemptId: attempt!.id,
      position: 0,
      asked: {
        questionId: numeric!.id,
        topic: numeric!.topic,
        type: numeric!.type,
        question: numeric!.question,
        options: null,
        answer: numeric!.answer,
        details: numeric!.details,
        explanation: numeric!.explanation,
      },
    });
    const hidden = (await pagesOf((await get(guideUrl('equipment-calibration'), examinee.cookie)).rawPayload)).all;
    expect(hidden).not.toContain(squash(numeric!.question));
    const other = (await pagesOf((await get(guideUrl('equipment-calibration'), (await learner()).cookie)).rawPayload))
      .all;
    expect(other).toContain(squash(numeric!.question));
  });
});
