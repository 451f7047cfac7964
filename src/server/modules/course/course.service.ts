import { and, eq, isNull } from 'drizzle-orm';
import type { TCourse, TLesson } from '../../../shared/contract/course';
import { readingMinutes, courseMessages as texts } from '../../../shared/domain/course-texts';
import { termMatcher } from '../../../shared/domain/lesson-terms';
import type { TDatabase } from '../../db/client';
import { glossaryTerms, lessonProgress, type TUserRow } from '../../db/schema';
import { notFound } from '../../http-error';
import { courseOutline } from './course-outline';

async function completedIds(db: TDatabase, userId: number) {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  return new Set(rows.map((row) => row.lessonId));
}

export async function getCourse(db: TDatabase, user: TUserRow): Promise<TCourse> {
  const [outline, done] = await Promise.all([courseOutline(db, user.states), completedIds(db, user.id)]);
  const modules = outline.map((module) => {
    const lessons = module.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      minutes: readingMinutes(lesson.words),
      completed: done.has(lesson.id),
    }));
    const completed = lessons.filter((lesson) => lesson.completed).length;
    return {
      id: module.id,
      title: module.title,
      kind: module.kind,
      lessons,
      progress: { completed, total: lessons.length },
    };
  });
  const next = modules.flatMap((m) => m.lessons.map((l) => ({ ...l, moduleTitle: m.title }))).find((l) => !l.completed);
  return {
    modules,
    progress: {
      completed: modules.reduce((sum, m) => sum + m.progress.completed, 0),
      total: modules.reduce((sum, m) => sum + m.progress.total, 0),
    },
    nextLesson: next ? { id: next.id, title: next.title, moduleTitle: next.moduleTitle } : null,
  };
}

/**
 * A lesson of the learner's own course. A category lesson of a state the learner did not choose answers 404 like an
 * unknown id: it is not part of their course, and its previous/next links would have no place in it.
 */
export async function lessonInCourse(db: TDatabase, user: TUserRow, lessonId: string) {
  const outline = await courseOutline(db, user.states);
  const ordered = outline.flatMap((module) => module.lessons.map((lesson) => ({ lesson, module })));
  const index = ordered.findIndex((entry) => entry.lesson.id === lessonId);
  if (index < 0) throw notFound(texts.lessonNotFound);
  return { ordered, index, ...ordered[index]! };
}

/** The live glossary terms the lesson's text uses (where the reader can mark them), not the whole glossary. */
async function termsUsedIn(db: TDatabase, texts: string[]) {
  const terms = await db
    .select({ id: glossaryTerms.id, term: glossaryTerms.term, definition: glossaryTerms.definition })
    .from(glossaryTerms)
    .where(isNull(glossaryTerms.retiredAt));
  const matcher = termMatcher(terms);
  const used = new Set(texts.flatMap((text) => matcher.find(text).map((match) => match.entry.id)));
  return terms.filter((term) => used.has(term.id)).sort((a, b) => a.term.localeCompare(b.term));
}

export async function getLesson(db: TDatabase, user: TUserRow, lessonId: string): Promise<TLesson> {
  const { ordered, index, lesson, module } = await lessonInCourse(db, user, lessonId);
  const [progress] = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lessonId)));
  const link = (i: number) => {
    const entry = ordered[i];
    return entry ? { id: entry.lesson.id, title: entry.lesson.title } : null;
  };
  return {
    id: lesson.id,
    title: lesson.title,
    module: { id: module.id, title: module.title },
    intro: lesson.intro,
    sections: lesson.sections.map((section) => ({ id: section.id, title: section.title, body: section.body })),
    minutes: readingMinutes(lesson.words),
    completed: Boolean(progress),
    terms: await termsUsedIn(db, [lesson.intro, ...lesson.sections.map((section) => section.body)]),
    previous: link(index - 1),
    next: link(index + 1),
  };
}

/** Idempotent: marking a completed lesson again keeps its first completion time and how it was completed. */
export async function completeLesson(db: TDatabase, user: TUserRow, lessonId: string, now: Date) {
  await lessonInCourse(db, user, lessonId);
  const completed = { userId: user.id, lessonId, how: 'read' as const, completedAt: now };
  await db.insert(lessonProgress).values(completed).onConflictDoNothing();
  return { lessonId, completed: true };
}

export async function uncompleteLesson(db: TDatabase, user: TUserRow, lessonId: string) {
  await lessonInCourse(db, user, lessonId);
  await db.delete(lessonProgress).where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lessonId)));
  return { lessonId, completed: false };
}
