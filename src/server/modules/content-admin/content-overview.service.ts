import type { TContentOverview, TContentTopicRow } from '../../../shared/contract/content-admin';
import { categoryStates, contentTargets, coreTopics, questionTypes } from '../../../shared/domain/topics';
import { checkContentPack, contentShortfalls, stateSpecificShare } from '../../content/check-content-pack';
import type { TContentPack } from '../../content/read-content-pack';
import type { TDatabase } from '../../db/client';
import { contentState } from '../../db/schema';

// The app's pack only changes with a deploy (the server loads it at start), so its report is made once per pack;
// the checks are the content report's own (scripts/content-report.ts), not a second copy of them.
const reports = new WeakMap<TContentPack, { pack: TContentPack; problems: string[]; shortfalls: string[] }>();
function packReport(pack: TContentPack) {
  let report = reports.get(pack);
  if (!report) {
    report = { pack, problems: checkContentPack(pack), shortfalls: contentShortfalls(pack) };
    reports.set(pack, report);
  }
  return report;
}

function topicRow(
  pack: TContentPack,
  topic: { id: string; name: string; kind: TContentTopicRow['kind']; state: string | null },
): TContentTopicRow {
  const lessons = pack.lessons.filter((lesson) => lesson.topic === topic.id);
  const questions = pack.questions.filter((question) => question.topic === topic.id);
  const core = topic.kind === 'core';
  const law = topic.kind === 'law';
  const questionsByType = Object.fromEntries(
    questionTypes.map((type) => [type, questions.filter((question) => question.type === type).length]),
  ) as TContentTopicRow['questionsByType'];
  return {
    ...topic,
    lessons: lessons.length,
    lessonWords: {
      actual: lessons.reduce((sum, lesson) => sum + lesson.words, 0),
      target: core ? contentTargets.lessonWordsPerCoreTopic : null,
    },
    questions: {
      actual: questions.length,
      target: core
        ? contentTargets.questionsPerCoreTopic
        : law
          ? contentTargets.questionsPerLawModule
          : contentTargets.questionsPerCategoryTag,
    },
    questionsByType,
    flashcards: {
      actual: pack.flashcards.filter((card) => card.topic === topic.id).length,
      target: core ? contentTargets.flashcardsPerCoreTopic : law ? contentTargets.flashcardsPerLawModule : null,
    },
  };
}

/** The pack's version and what it holds per topic and state, against the targets of content-report.ts. */
export async function contentOverview(db: TDatabase, contentPack: TContentPack): Promise<TContentOverview> {
  const { pack, problems, shortfalls } = packReport(contentPack);
  const [loaded] = await db.select().from(contentState).limit(1);
  const categoryTopics = categoryStates.flatMap((state) =>
    (pack.categories.find((material) => material.state === state.id)?.categories ?? []).map((category) => ({
      id: category.id,
      name: category.name,
      kind: category.kind,
      state: state.id,
    })),
  );
  const topics = [
    ...coreTopics.map((topic) => ({ id: topic.id, name: topic.name, kind: 'core' as const, state: null })),
    ...categoryTopics,
  ].map((topic) => topicRow(pack, topic));
  return {
    packVersion: pack.version,
    loadedVersion: loaded?.version ?? null,
    loadedAt: loaded?.loadedAt ?? null,
    totals: {
      lessons: pack.lessons.length,
      questions: pack.questions.length,
      flashcards: pack.flashcards.length,
      blueprints: pack.blueprints.length,
    },
    topics,
    states: categoryStates.map((state) => ({
      id: state.id,
      name: state.name,
      ...stateSpecificShare(pack, state.id),
      targetShare: contentTargets.minStateSpecificShare,
    })),
    glossary: { actual: pack.glossary.length, target: contentTargets.glossaryTerms },
    problems,
    shortfalls,
  };
}
