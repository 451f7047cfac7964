import { asc, eq } from 'drizzle-orm';
import { lessonProgress } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

export const lessonProgressPart: TUserDataPart = {
  table: lessonProgress,
  exportAs: 'lessonProgress',
  async export(db, userId) {
    return db
      .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt, how: lessonProgress.how })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId))
      .orderBy(asc(lessonProgress.completedAt), asc(lessonProgress.lessonId));
  },
};
