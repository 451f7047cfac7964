import { and, eq, isNull, like } from 'drizzle-orm';
import type { TCheckResult, TKnowledgeCheck } from '../../../shared/contract/course';
import { knowledgeCheckPassingCount, knowledgeCheckTexts as texts } from '../../../shared/domain/course-texts';
import type { TQuestionType } from '../../../shared/domain/topics';
import { askQuestion } from '../../content/question-picker';
import type { TDatabase } from '../../db/client';
import { lessonProgress, questions, type TAskedQuestion, type TUserRow } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { keysHiddenFromLearner } from '../quizzes/hidden-keys.service';
import { correctAnswerText, isAnswerCorrect } from '../quizzes/scoring';
import { drawCheckQuestions, seededRandom } from './check-draw';
import { lessonInCourse } from './course.service';

/**
 * The draw for this learner, lesson and round, from the lesson's live questions minus those of the learner's running
 * timed exam: a check hands out keys and explanations, so it must never ask one of those.
 */
async function drawCheck(db: TDatabase, user: TUserRow, check: { lessonId: string; round: number; now: Date }) {
  const { lessonId, round, now } = check;
  const { lesson } = await lessonInCourse(db, user, lessonId);
  const hidden = await keysHiddenFromLearner(db, user.id, now);
  const pool = await db
    .select()
    .from(questions)
    .where(and(like(questions.section, `${lesson.id}#%`), isNull(questions.retiredAt)));
  const seed = `${user.id}:${lesson.id}:${round}`;
  const drawn = drawCheckQuestions(
    pool.filter((row) => !hidden.questionIds.has(row.id)),
    seed,
  );
  const random = seededRandom(seed);
  const asked = drawn?.map((row) => ({ row, asked: askQuestion(row, random) })) ?? null;
  return { lesson, asked };
}

const presentCheckQuestion = (asked: TAskedQuestion) => ({
  questionId: asked.questionId!,
  questionText: asked.question,
  questionType: asked.type as TQuestionType,
  options: asked.options ?? undefined,
  unit: typeof asked.details.unit === 'string' ? asked.details.unit : undefined,
});

export async function getKnowledgeCheck(
  db: TDatabase,
  user: TUserRow,
  input: { id: string; round: number },
  now: Date,
): Promise<{ check: TKnowledgeCheck | null }> {
  const { lesson, asked } = await drawCheck(db, user, { lessonId: input.id, round: input.round, now });
  if (!asked) return { check: null };
  return {
    check: {
      lessonId: lesson.id,
      round: input.round,
      questions: asked.map((item) => presentCheckQuestion(item.asked)),
      passingCount: knowledgeCheckPassingCount(asked.length),
    },
  };
}

/**
 * Scores the learner's answers with the quizzes' scoring on the questions the server drew again from the same seed.
 * A pass completes the lesson as 'check' (also over an earlier "Mark as read", keeping its date); a fail changes
 * nothing stored. The answers must be for exactly the drawn questions: if the draw changed since the browser loaded
 * it (a timed exam started meanwhile), the learner is asked to load it again rather than scored on other questions.
 */
export async function submitKnowledgeCheck(
  db: TDatabase,
  user: TUserRow,
  input: { lessonId: string; round: number; answers: { questionId: string; answer: string }[] },
  now: Date,
): Promise<TCheckResult> {
  const { lesson, asked } = await drawCheck(db, user, { lessonId: input.lessonId, round: input.round, now });
  if (!asked) throw conflict(texts.changed);
  if (input.answers.length !== asked.length) throw badRequest(texts.answerCount);
  if (asked.some((item, i) => item.row.id !== input.answers[i]!.questionId)) throw conflict(texts.changed);

  const titles = new Map(lesson.sections.map((section) => [section.id, section.title]));
  const sectionRef = (reference: string) => {
    const id = reference.split('#')[1] ?? '';
    return titles.has(id) ? { id, title: titles.get(id)! } : null;
  };
  const review = asked.map((item, i) => {
    const answer = input.answers[i]!.answer;
    return {
      ...presentCheckQuestion(item.asked),
      answer,
      correctAnswer: correctAnswerText(item.asked),
      explanation: item.asked.explanation,
      isCorrect: isAnswerCorrect(item.asked, answer),
      section: sectionRef(item.row.section),
    };
  });
  const correctCount = review.filter((item) => item.isCorrect).length;
  const passingCount = knowledgeCheckPassingCount(review.length);
  const passed = correctCount >= passingCount;
  if (passed) {
    await db
      .insert(lessonProgress)
      .values({ userId: user.id, lessonId: lesson.id, how: 'check', completedAt: now })
      .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: { how: 'check' } });
  }
  const [progress] = await db
    .select({ how: lessonProgress.how })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lesson.id)));
  const missed = new Set(review.filter((item) => !item.isCorrect && item.section).map((item) => item.section!.id));
  return {
    lessonId: lesson.id,
    round: input.round,
    correctCount,
    total: review.length,
    passingCount,
    passed,
    completed: Boolean(progress),
    review,
    reread: lesson.sections
      .filter((section) => missed.has(section.id))
      .map((section) => ({ id: section.id, title: section.title })),
  };
}
