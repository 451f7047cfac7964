import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { hintTexts, tutorMessages } from '../../../shared/domain/tutor-texts';
import { questions, quizAttemptItems, userFlashcards } from '../../db/schema';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';
import { revealsAnswer } from './hint-guard';
import { insertChunk, insertUnrelatedPassages } from './tutor-test-helpers';

// Hint mode (issue 14) with the real retrieval service over passages written here.
const { ctx, learner, post, ok, fixture } = setupQuizTests();
const national = fixture.blueprints.national;
const db = () => ctx.database.db;
type THint = { level: number; hint: string; last: boolean; citations: { filename: string }[] };

let quiz: { attemptId: string; questions: TQuizQuestion[] };
let cookie: string;
let position: number;
let question: TQuizQuestion;

beforeAll(async () => {
  await insertUnrelatedPassages(db());
  ({ cookie } = await learner());
  quiz = ok(await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe'], count: 10 }));
  // The multiple-choice question with the shortest key: the one a careless hint would most easily give away.
  const choices = quiz.questions.flatMap((q, index) => (q.questionType === 'multiple_choice' ? [{ q, index }] : []));
  position = choices.reduce((best, next) =>
    next.q.correctAnswer.length < best.q.correctAnswer.length ? next : best,
  ).index;
  question = quiz.questions[position]!;
  // A lesson passage that teaches exactly this question, answer included, as real lessons do.
  await insertChunk(db(), {
    heading: 'Protective Equipment › The Key Rule',
    sourceId: 'ppe-lesson',
    sectionId: 'key-rule',
    body: `${question.questionText.replace(/\?$/, '.')} The label's answer: ${question.correctAnswer}. Always read it.`,
    jurisdictions: ['federal'],
  });
});

const hint = (payload: object) =>
  post('/_api/ai/hint', cookie, { source: 'quiz', attemptId: quiz.attemptId, position, ...payload });

describe('hints on a practice question', () => {
  it('escalates: the concept, then the passage with the answer masked, then the explanation once answered', async () => {
    const concept = ok<THint>(await hint({ level: 1 }));
    // Written from the section (issue 26): its first sentence that does not give the answer away.
    expect(concept.hint).toBe(hintTexts.conceptFrom('The Key Rule', question.questionText.replace(/\?$/, '.')));
    expect(concept.citations[0]!.filename).toBe('Protective Equipment');

    const passage = ok<THint>(await hint({ level: 2 }));
    expect(passage.hint).toContain(hintTexts.mask);
    expect(passage.hint.toLowerCase()).not.toContain(question.correctAnswer.toLowerCase());
    expect(passage.last).toBe(false);

    const early = await hint({ level: 3 });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(tutorMessages.hintAnswerFirst);
    const explained = ok<THint>(await hint({ level: 3, learnerAnswer: question.options![0] }));
    expect(explained.hint).toContain(question.correctAnswer);
    expect(explained.hint).toContain(question.explanation);
    expect(explained.last).toBe(true);
  });

  it('writes level 1 from the question’s own lesson section, ahead of better-ranked passages (issue 26)', async () => {
    const [item] = await db()
      .select({ asked: quizAttemptItems.asked })
      .from(quizAttemptItems)
      .where(and(eq(quizAttemptItems.attemptId, quiz.attemptId), eq(quizAttemptItems.position, position)));
    const [own] = await db()
      .select({ section: questions.section })
      .from(questions)
      .where(eq(questions.id, item!.asked.questionId!));
    const [lessonId, sectionId] = own!.section.split('#');
    await insertChunk(db(), {
      heading: 'Own Lesson › Own Section',
      sourceId: lessonId!,
      sectionId: sectionId!,
      body: 'Handlers choose protection from the label, never from habit. Unrelated filler follows here.',
      jurisdictions: ['federal'],
    });
    const concept = ok<THint>(await hint({ level: 1 }));
    expect(concept.hint).toBe(
      hintTexts.conceptFrom('Own Section', 'Handlers choose protection from the label, never from habit.'),
    );
    expect(concept.citations[0]!.filename).toBe('Own Lesson');
  });

  it('never gives the correct option’s text in levels 1 and 2, for any question of the quiz', async () => {
    for (const [index, q] of quiz.questions.entries()) {
      for (const level of [1, 2]) {
        const given = ok<THint>(
          await post('/_api/ai/hint', cookie, { source: 'quiz', attemptId: quiz.attemptId, position: index, level }),
        );
        expect(revealsAnswer(given.hint, q.correctAnswer), `${q.questionText} (level ${level})`).toBe(false);
      }
    }
  });

  it('is refused on a timed exam, and on another learner’s quiz', async () => {
    const examTaker = await learner();
    const exam = ok<TExamSession>(await post('/_api/exams/start', examTaker.cookie, { blueprintId: national.id }));
    const onExam = await post('/_api/ai/hint', examTaker.cookie, {
      source: 'quiz',
      attemptId: exam.attemptId,
      position: 0,
      level: 1,
    });
    expect(onExam.statusCode).toBe(403);
    expect(onExam.json().error).toBe(tutorMessages.hintDuringExam);
    const stranger = await post('/_api/ai/hint', examTaker.cookie, {
      source: 'quiz',
      attemptId: quiz.attemptId,
      position,
      level: 1,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/_api/ai/hint', payload: { level: 1 } })).statusCode).toBe(
      401,
    );
  });
});

describe('hints on a flashcard', () => {
  it('masks the back in the passage and shows it only after the card was answered', async () => {
    const owner = await learner();
    const [card] = await db()
      .insert(userFlashcards)
      .values({
        userId: owner.user.id,
        front: 'What does REI stand for on a pesticide label?',
        back: 'Restricted-entry interval',
      })
      .returning();
    await insertChunk(db(), {
      heading: 'Worker Protection › REI',
      body: 'The restricted-entry interval (REI) on a pesticide label is the time after an application when workers may not enter.',
      jurisdictions: ['federal'],
    });
    const ask = (level: number, learnerAnswer?: string) =>
      post('/_api/ai/hint', owner.cookie, { source: 'flashcard', cardId: card!.id, level, learnerAnswer });
    const passage = ok<THint>(await ask(2));
    expect(passage.hint).toContain(`The ${hintTexts.mask} (REI) on a pesticide label`);
    expect(passage.hint.toLowerCase()).not.toContain('restricted-entry interval');
    expect(ok<THint>(await ask(3, 'shown')).hint).toBe(hintTexts.answer('Restricted-entry interval'));
    expect((await post('/_api/ai/hint', cookie, { source: 'flashcard', cardId: card!.id, level: 1 })).statusCode).toBe(
      404,
    );
  });
});
