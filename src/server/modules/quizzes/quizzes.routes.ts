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
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import * as exams from './exam.service';
import * as progress from './progress.service';
import * as quizzes from './quiz.service';

/** `random` draws the exams' questions (the AI provider draws the quizzes' with its own). */
export function registerQuizRoutes(app: FastifyInstance, db: TDatabase, ai: TAiProvider, random = Math.random) {
  const limit = (rule: keyof typeof rateLimits, userId: number) =>
    consumeRateLimit(db, `${rule}:user:${userId}`, rateLimits[rule]);

  route(app, generateQuiz, async ({ input, user }) => {
    await consumeRateLimit(db, `ai:user:${user.id}`, rateLimits.aiPerUser);
    return quizzes.generateQuiz(db, ai, user, input);
  });
  route(app, submitQuiz, async ({ input, user }) => {
    await limit('examActionPerUser', user.id);
    return quizzes.submitQuiz(db, user.id, input);
  });
  route(app, retakeQuiz, async ({ input, user }) => {
    await limit('examStartPerUser', user.id);
    return quizzes.retakeQuiz(db, user.id, input.attemptId);
  });

  route(app, listExamBlueprints, async () => ({ blueprints: await exams.listBlueprints(db) }));
  route(app, startExam, async ({ input, user }) => {
    await limit('examStartPerUser', user.id);
    return exams.startExam(db, user.id, input.blueprintId, new Date(), random);
  });
  route(app, getCurrentExam, ({ user }) => exams.currentExam(db, user.id));
  route(app, getExamSession, ({ input, user }) => exams.examSession(db, user.id, input.attemptId));
  route(app, saveExamAnswer, async ({ input, user }) => {
    await limit('examActionPerUser', user.id);
    return exams.answerExamQuestion(db, user.id, input);
  });
  route(app, flagExamQuestion, async ({ input, user }) => {
    await limit('examActionPerUser', user.id);
    return exams.flagExamQuestion(db, user.id, input);
  });
  route(app, submitExam, async ({ input, user }) => {
    await limit('examActionPerUser', user.id);
    return exams.submitExam(db, user.id, input.attemptId);
  });

  route(app, getAttemptResult, ({ input, user }) => exams.attemptResult(db, user.id, input.attemptId));
  route(app, listAttempts, ({ input, user }) => progress.listAttempts(db, user.id, input));
  route(app, getProgress, ({ user }) => progress.getProgress(db, user.id));
}
