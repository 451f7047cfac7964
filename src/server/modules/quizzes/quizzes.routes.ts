import type { FastifyInstance } from 'fastify';
import { generateQuiz } from '../../../shared/contract/ai';
import {
  flagExamQuestion,
  getAttemptResult,
  getCurrentExam,
  getExamSession,
  getProgress,
  listAttempts,
  listExamBlueprints,
  retakeQuiz,
  saveExamAnswer,
  startExam,
  submitExam,
  submitQuiz,
} from '../../../shared/contract/quizzes';
import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import { consumeRateLimit, consumeUserRateLimit } from '../rate-limit/rate-limit.service';
import * as exams from './exam.service';
import * as progress from './progress.service';
import * as quizzes from './quiz.service';

/** `random` draws the exams' questions (the AI provider draws the quizzes' with its own). */
export function registerQuizRoutes(app: FastifyInstance, db: TDatabase, ai: TAiProvider, random = Math.random) {
  const limit = (rule: keyof typeof rateLimits, userId: number, now: Date) =>
    consumeUserRateLimit(db, rule, userId, now);

  route(app, generateQuiz, async ({ input, user, now }) => {
    await consumeRateLimit(db, `ai:user:${user.id}`, rateLimits.aiPerUser, now);
    return quizzes.generateQuiz(db, ai, user, input, now);
  });
  route(app, submitQuiz, async ({ input, user, now }) => {
    await limit('examActionPerUser', user.id, now);
    return quizzes.submitQuiz(db, user.id, input, now);
  });
  route(app, retakeQuiz, async ({ input, user, now }) => {
    await limit('examStartPerUser', user.id, now);
    return quizzes.retakeQuiz(db, user.id, input.attemptId, now);
  });

  route(app, listExamBlueprints, async () => ({ blueprints: await exams.listBlueprints(db) }));
  route(app, startExam, async ({ input, user, now }) => {
    await limit('examStartPerUser', user.id, now);
    return exams.startExam(db, user.id, input.blueprintId, now, random);
  });
  route(app, getCurrentExam, ({ user, now }) => exams.currentExam(db, user.id, now));
  route(app, getExamSession, ({ input, user, now }) => exams.examSession(db, user.id, input.attemptId, now));
  route(app, saveExamAnswer, async ({ input, user, now }) => {
    await limit('examActionPerUser', user.id, now);
    return exams.answerExamQuestion(db, user.id, input, now);
  });
  route(app, flagExamQuestion, async ({ input, user, now }) => {
    await limit('examActionPerUser', user.id, now);
    return exams.flagExamQuestion(db, user.id, input, now);
  });
  route(app, submitExam, async ({ input, user, now }) => {
    await limit('examActionPerUser', user.id, now);
    return exams.submitExam(db, user.id, input.attemptId, now);
  });

  route(app, getAttemptResult, ({ input, user, now }) => exams.attemptResult(db, user.id, input.attemptId, now));
  route(app, listAttempts, ({ input, user }) => progress.listAttempts(db, user.id, input));
  route(app, getProgress, ({ user }) => progress.getProgress(db, user.id));
}
