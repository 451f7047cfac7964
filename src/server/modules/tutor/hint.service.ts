import type { TEndpointInput } from '../../../shared/contract/endpoint';
import type { askHint, TTutorCitation } from '../../../shared/contract/tutor';
import { coreTopics } from '../../../shared/domain/topics';
import { hintTexts, tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http-error';
import { ownCardOrNull } from '../flashcards/flashcards.service';
import type { TRetriever } from '../knowledge/retrieval-types';
import { findOwnAttemptItem } from '../quizzes/attempts.service';
import { keysHiddenFromLearner, sectionsTeaching } from '../quizzes/hidden-keys.service';
import { citationFor } from './citations';
import { maskAnswer, revealsAnswer } from './hint-guard';
import { ownSectionPassages } from './hint-section';
import { sentencesOf } from './offline-engine';
import { learnerJurisdictions } from './tutor-jurisdictions';

type THintRequest = TEndpointInput<typeof askHint>;

/** What a hint is about: the question, what must stay hidden until the learner answers, and the explanation. */
interface THintSubject {
  question: string;
  answers: string[];
  topic: string;
  explanation: string | null;
  /** The bank question, whose own explanation must not be retrieved as a "passage". */
  questionId: string | null;
}

async function quizSubject(
  db: TDatabase,
  user: TUserRow,
  item: { attemptId: string; position: number; now: Date },
): Promise<THintSubject> {
  const { attemptId, position, now } = item;
  const row = await findOwnAttemptItem(db, user.id, attemptId, position);
  if (!row) throw notFound(tutorMessages.questionNotFound);
  // A timed exam is the learner's own test; and a practice copy of a running exam's question keeps its key too.
  if (row.mode === 'exam' || (await keysHiddenFromLearner(db, user.id, now)).has(row.asked)) {
    throw forbidden(tutorMessages.hintDuringExam);
  }
  const { asked } = row;
  return {
    question: asked.question,
    answers: (Array.isArray(asked.answer) ? asked.answer : [asked.answer]).map(String),
    // The bank stores core topics by id ("ppe"); a hint names them as learners read them.
    topic: coreTopics.find((topic) => topic.id === asked.topic)?.name ?? asked.topic,
    explanation: asked.explanation,
    questionId: asked.questionId,
  };
}

async function cardSubject(db: TDatabase, user: TUserRow, cardId: string): Promise<THintSubject> {
  const card = await ownCardOrNull(db, user.id, cardId);
  if (!card) throw notFound(tutorMessages.cardNotFound);
  return {
    question: card.front,
    answers: [card.back],
    topic: card.tags[0] ?? card.front,
    explanation: null,
    questionId: null,
  };
}

const reveals = (text: string, subject: THintSubject) => subject.answers.some((answer) => revealsAnswer(text, answer));
const masked = (text: string, subject: THintSubject) =>
  subject.answers.reduce((result, answer) => maskAnswer(result, answer), text);

/**
 * A Socratic hint (issue 14): level 1 names the concept and asks a guiding question, level 2 shows the key passage
 * with the answer masked, level 3 explains the answer, and only once the learner has answered. Levels 1 and 2 are
 * checked on the server: a hint that would still contain the answer is replaced by a safer one.
 */
export async function hintFor(db: TDatabase, retriever: TRetriever, user: TUserRow, input: THintRequest, now: Date) {
  const subject =
    input.source === 'quiz'
      ? await quizSubject(db, user, { attemptId: input.attemptId, position: input.position, now })
      : await cardSubject(db, user, input.cardId);
  if (input.level === 3) {
    if (!input.learnerAnswer) throw badRequest(tutorMessages.hintAnswerFirst);
    const answer = hintTexts.answer(subject.answers.join(', '));
    return {
      level: 3,
      hint: subject.explanation ? `${answer} ${subject.explanation}` : answer,
      citations: [],
      last: true,
    };
  }
  const hidden = await keysHiddenFromLearner(db, user.id, now);
  const jurisdictions = learnerJurisdictions(user.states);
  // A running exam's sections stay out (issue L10): a flashcard or practice question can ask what the exam asks.
  const excludeSections = await sectionsTeaching(db, hidden.questionIds);
  const result = await retriever(db, {
    query: subject.question,
    jurisdictions,
    sources: ['lesson', 'glossary', 'document'],
    excludeQuestionIds: [...hidden.questionIds, ...(subject.questionId ? [subject.questionId] : [])],
    excludeSections,
    limit: 5,
  });
  // The question's own section first (issue 26): the hint is about what the question tests.
  const own = await ownSectionPassages(db, subject.questionId, { jurisdictions, excludeSections });
  const hits = [...own, ...(result.relevant ? result.hits : [])];
  const safe = (hint: string, citations: TTutorCitation[]) =>
    reveals(hint, subject) ? null : { level: input.level, hint, citations, last: false };
  const fallback = { level: input.level, hint: hintTexts.passageMissing, citations: [], last: false };

  if (input.level === 1) {
    const lesson = hits.find((hit) => hit.citation.kind === 'lesson' && hit.citation.sectionTitle);
    const section = lesson?.citation.kind === 'lesson' ? lesson.citation.sectionTitle : null;
    // Written from the section: its first sentence that does not give the answer away, as the idea to recall.
    const idea = lesson ? sentencesOf(lesson.body).find((sentence) => !reveals(sentence, subject)) : undefined;
    return (
      (section && lesson && idea ? safe(hintTexts.conceptFrom(section, idea), [citationFor(lesson, 1)]) : null) ??
      (section && lesson ? safe(hintTexts.concept(section), [citationFor(lesson, 1)]) : null) ??
      safe(hintTexts.conceptWithoutSource(subject.topic), []) ??
      fallback
    );
  }
  // The key passage is where the answer stands: the sentences that hold it, with it masked.
  for (const hit of hits) {
    const holding = sentencesOf(hit.body).filter((sentence) => masked(sentence, subject) !== sentence);
    const passage = masked(holding.slice(0, 2).join(' '), subject);
    if (holding.length > 0) {
      const hint = safe(`${hintTexts.passage}\n\n> ${passage} [1]`, [citationFor(hit, 1)]);
      if (hint) return hint;
    }
  }
  return fallback;
}
