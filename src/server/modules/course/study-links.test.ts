import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import type { TAttemptResult, TExamSession } from '../../../shared/contract/quizzes';
import { quizAttemptItems } from '../../db/schema';
import { setupCourseTests } from './course-test-helpers';

// "Study this" (issue 12): reviews and flashcards name the lesson section that teaches them, and nothing more.
const { ctx, pack, learner, get, post, ok, fixture } = setupCourseTests();
const national = fixture.blueprints.national;
const sectionOfQuestion = new Map(pack.questions.map((q) => [q.id, q.section]));

describe('section references for “Study this”', () => {
  it('a quiz review names each bank question’s section; a running exam’s question shows none', async () => {
    const { cookie } = await learner();
    const quiz = ok<{ attemptId: string; questions: TQuizQuestion[] }>(
      await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['label-labeling'], count: 5 }),
    );
    const result = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers: quiz.questions.map(() => '') }),
    );
    const items = await ctx.database.db
      .select()
      .from(quizAttemptItems)
      .where(eq(quizAttemptItems.attemptId, quiz.attemptId));
    for (const item of result.review) {
      const asked = items.find((row) => row.position === item.position)!.asked;
      expect(item.section).toBe(sectionOfQuestion.get(asked.questionId!));
      const labelLessons = fixture.lessonsOf('label-labeling').map((lesson) => lesson.id);
      expect(labelLessons).toContain(item.section!.split('#')[0]);
    }

    // The same quiz reviewed while a timed exam holding one of its questions runs: that one comes without it.
    const exam = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: national.id }));
    const examItems = await ctx.database.db
      .select()
      .from(quizAttemptItems)
      .where(eq(quizAttemptItems.attemptId, exam.attemptId));
    const examIds = new Set(examItems.map((row) => row.asked.questionId));
    const again = ok<TAttemptResult>(await get(`/_api/attempts/result?attemptId=${quiz.attemptId}`, cookie));
    for (const item of again.review) {
      const asked = items.find((row) => row.position === item.position)!.asked;
      expect(item.section).toBe(examIds.has(asked.questionId) ? null : sectionOfQuestion.get(asked.questionId!));
    }
  });

  it('a deck flashcard names its section; the learner’s own card names none', async () => {
    const { cookie } = await learner();
    ok(await post('/_api/flashcards/add-deck', cookie, { topic: 'label-labeling' }));
    const own = ok<TFlashcard>(await post('/_api/flashcards', cookie, { front: 'My own', back: 'card' }));
    expect(own.section).toBeNull();
    const { flashcards } = ok<{ flashcards: TFlashcard[] }>(await get('/_api/flashcards?limit=100', cookie));
    const decks = new Map(pack.flashcards.map((card) => [card.id, card.section ?? null]));
    const fromDeck = flashcards.filter((card) => card.sourceType === 'deck');
    expect(fromDeck.length).toBeGreaterThan(3);
    for (const card of fromDeck) expect(card.section).toBe(decks.get(card.sourceId!));
    expect(fromDeck.some((card) => card.section !== null)).toBe(true);
    expect(flashcards.find((card) => card.id === own.id)!.section).toBeNull();
    const queue = ok<{ cards: TFlashcard[] }>(await get('/_api/flashcards/review-queue', cookie));
    for (const card of queue.cards) {
      expect(card.section).toBe(card.sourceType === 'deck' ? decks.get(card.sourceId!) : null);
    }
  });
});
