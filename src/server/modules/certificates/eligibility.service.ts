import { and, eq, inArray } from 'drizzle-orm';
import { finalExamBlueprintId } from '../../../shared/domain/certificate-texts';
import type { TDatabase } from '../../db/client';
import { examBlueprints, lessonProgress, quizAttempts } from '../../db/schema';
import { courseOutline } from '../course/course-outline';

/** Used when the blueprint is gone from the pack and no attempt says otherwise. */
const fallbackPassingPercent = 70;

export interface TQualifyingExam {
  attemptId: string;
  score: number;
  closedAt: Date;
}

export interface TEligibility {
  coreLessons: { completed: number; total: number };
  /** When the last core lesson was completed; null while one is still open. */
  lessonsDoneAt: Date | null;
  passingPercent: number;
  /** The best pass that counts (highest score, then the earliest), or null. */
  qualifyingExam: TQualifyingExam | null;
  /** Best score among the final exams started after the core lessons were done. */
  bestScore: number | null;
  earlierPassNotCounted: boolean;
}

async function coreLessonProgress(db: TDatabase, userId: number) {
  // No states: the outline then holds the twelve core modules only.
  const coreIds = (await courseOutline(db, [])).flatMap((module) => module.lessons.map((lesson) => lesson.id));
  const done =
    coreIds.length === 0
      ? []
      : await db
          .select({ completedAt: lessonProgress.completedAt })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, coreIds)));
  const allDone = coreIds.length > 0 && done.length === coreIds.length;
  const lessonsDoneAt = allDone ? new Date(Math.max(...done.map((row) => row.completedAt.getTime()))) : null;
  return { coreLessons: { completed: done.length, total: coreIds.length }, lessonsDoneAt };
}

async function blueprintPassingPercent(db: TDatabase) {
  const [row] = await db.select().from(examBlueprints).where(eq(examBlueprints.id, finalExamBlueprintId));
  const value = row?.definition.passingPercent;
  return typeof value === 'number' ? value : fallbackPassingPercent;
}

/**
 * Where a learner stands on the certificate. An exam counts only if it was started after the last core lesson was
 * completed: an exam taken first and the lessons "ticked off" afterwards is not what the certificate attests.
 * Each attempt is judged by the pass mark it was taken under, not today's.
 */
export async function checkEligibility(db: TDatabase, userId: number): Promise<TEligibility> {
  const [{ coreLessons, lessonsDoneAt }, passingPercent, attempts] = await Promise.all([
    coreLessonProgress(db, userId),
    blueprintPassingPercent(db),
    db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.mode, 'exam'),
          eq(quizAttempts.blueprintId, finalExamBlueprintId),
          inArray(quizAttempts.status, ['submitted', 'timed_out']),
        ),
      ),
  ]);
  const scored = attempts.filter((attempt) => attempt.score !== null && attempt.closedAt !== null);
  const passed = scored.filter((attempt) => attempt.score! >= attempt.passingPercent);
  const afterLessons = (attempt: (typeof scored)[number]) =>
    lessonsDoneAt !== null && attempt.startedAt.getTime() > lessonsDoneAt.getTime();
  const counting = scored.filter(afterLessons);
  const qualifying = passed
    .filter(afterLessons)
    .sort((a, b) => b.score! - a.score! || a.closedAt!.getTime() - b.closedAt!.getTime())[0];
  return {
    coreLessons,
    lessonsDoneAt,
    passingPercent,
    qualifyingExam: qualifying
      ? { attemptId: qualifying.id, score: qualifying.score!, closedAt: qualifying.closedAt! }
      : null,
    bestScore: counting.length > 0 ? Math.max(...counting.map((attempt) => attempt.score!)) : null,
    earlierPassNotCounted: !qualifying && passed.length > 0,
  };
}
