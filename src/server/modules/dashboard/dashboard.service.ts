import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { getCourse } from '../course/course.service';
import { reviewQueue } from '../flashcards/review.service';
import { currentExam } from '../quizzes/exam.service';
import { getProgress } from '../quizzes/progress.service';

type TQueue = Awaited<ReturnType<typeof reviewQueue>>;
type TProgress = Awaited<ReturnType<typeof getProgress>>;

function presentFlashcards(queue: TQueue): TDashboardSummary['flashcards'] {
  const newToday = queue.cards.filter((card) => card.schedule.state === 'new').length;
  // Day 0 of the forecast is today, already counted in the session.
  const nextDay = queue.cards.length === 0 ? queue.forecast.slice(1).find((day) => day.count > 0) : undefined;
  return { inSession: queue.cards.length, dueToday: queue.dueToday, newToday, nextDue: nextDay ?? null };
}

/** Practised topics weakest first (ties in the spec's topic order), then the topics not practised yet. */
function presentReadiness(progress: TProgress): TDashboardSummary['readiness'] {
  const rank = (readiness: number | null) => readiness ?? Number.POSITIVE_INFINITY;
  const topics = progress.topics
    .map(({ topic, name, answered, readiness }, order) => ({ topic, name, answered, readiness, order }))
    .sort((a, b) => rank(a.readiness) - rank(b.readiness) || a.order - b.order)
    .map(({ order: _order, ...topic }) => topic);
  return { topics, weakTopics: progress.weakTopics };
}

/**
 * What the learner should do next, in one answer: the existing course, flashcard, exam and progress services, run
 * side by side. The running exam is given by id, title and time only; its questions never leave the exam routes.
 */
export async function getDashboardSummary(db: TDatabase, user: TUserRow, now: Date): Promise<TDashboardSummary> {
  // First on its own: an exam past its deadline is closed and scored here, and readiness must count that result.
  const running = await currentExam(db, user.id, now);
  const [course, queue, progress] = await Promise.all([
    getCourse(db, user),
    reviewQueue(db, user.id, now, user.timezone),
    getProgress(db, user.id),
  ]);
  const exam = running.exam
    ? { ...running.exam, timeLeftMs: Math.max(0, running.exam.deadlineAt.getTime() - now.getTime()) }
    : null;
  return {
    course: { ...course.progress, nextLesson: course.nextLesson },
    flashcards: presentFlashcards(queue),
    exam,
    readiness: presentReadiness(progress),
  };
}
