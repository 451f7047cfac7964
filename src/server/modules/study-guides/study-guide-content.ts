import { and, asc, eq, isNull } from 'drizzle-orm';
import { categoryStates } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { contentState, deckCards, glossaryTerms, questions, tags } from '../../db/schema';
import type { TOutlineModule } from '../course/course-outline';
import { getPlatformConfig } from '../platform/platform.service';
import type { THiddenKeys } from '../quizzes/hidden-keys.service';
import { extractFromLessons, type TLessonExtracts } from './lesson-extracts';
import { glossaryForText, type TGlossaryItem } from './module-glossary';

export interface TKeyFactGroup {
  lessonTitle: string;
  facts: { topic: string; fact: string }[];
}

/** Everything one guide prints; the PDF is a pure function of it, so its digest is the cache key. */
export interface TStudyGuideContent {
  brandName: string;
  pack: { version: string; loadedOn: string };
  module: { id: string; title: string; kind: 'core' | 'category'; stateName: string | null };
  lessonTitles: string[];
  keyFacts: { fromCards: boolean; groups: TKeyFactGroup[] };
  tables: TLessonExtracts['tables'];
  calculations: TLessonExtracts['calculations'];
  problems: { question: string; answer: string; explanation: string }[];
  glossary: TGlossaryItem[];
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** Orders items that point to a lesson section ("lesson-id#section-id") as the course does, then by id. */
function courseOrder(module: TOutlineModule) {
  const rank = (reference: string | null) => {
    const [lessonId, sectionId] = (reference ?? '').split('#');
    const lessonIndex = module.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (lessonIndex < 0) return [module.lessons.length, 0] as const;
    const sectionIndex = module.lessons[lessonIndex]!.sections.findIndex((section) => section.id === sectionId);
    return [lessonIndex, Math.max(sectionIndex, 0)] as const;
  };
  return <T extends { id: string; section: string | null }>(a: T, b: T) => {
    const [la, sa] = rank(a.section);
    const [lb, sb] = rank(b.section);
    return la - lb || sa - sb || a.id.localeCompare(b.id);
  };
}

/**
 * Key facts come from the module's flashcards: the pack writes each card as one fact to learn (topic on the front,
 * fact on the back), points it to the section that teaches it and has it reviewed like the lessons, and admins
 * suspend or correct cards, which the guide then follows. Bold text in lessons was the other candidate, but it
 * mostly marks labels ("**Travel speed**:"), not statements. Modules without cards (the state category modules)
 * get each section's opening sentence instead, which in these lessons states the section's point.
 */
async function keyFacts(db: TDatabase, module: TOutlineModule, extracts: TLessonExtracts) {
  const cards = await db
    .select({ id: deckCards.id, front: deckCards.front, back: deckCards.back, section: deckCards.section })
    .from(deckCards)
    .where(and(eq(deckCards.topic, module.id), eq(deckCards.isSuspended, false), isNull(deckCards.retiredAt)));
  if (cards.length === 0) return { fromCards: false, groups: extracts.openingSentences };
  cards.sort(courseOrder(module));
  const groups: TKeyFactGroup[] = [];
  for (const card of cards) {
    const lesson = module.lessons.find((l) => l.id === card.section?.split('#')[0]);
    const lessonTitle = lesson?.title ?? module.title;
    const last = groups.at(-1);
    const group = last?.lessonTitle === lessonTitle ? last : { lessonTitle, facts: [] };
    if (group !== last) groups.push(group);
    group.facts.push({ topic: card.front, fact: card.back });
  }
  return { fromCards: true, groups };
}

/** The module's numeric questions with their worked explanations, minus any in the learner's running exam. */
async function practiceProblems(db: TDatabase, module: TOutlineModule, hidden: THiddenKeys) {
  const rows = await db
    .select({
      id: questions.id,
      question: questions.question,
      answer: questions.answer,
      details: questions.details,
      explanation: questions.explanation,
      section: questions.section,
    })
    .from(questions)
    .where(and(eq(questions.topic, module.id), eq(questions.type, 'numeric'), isNull(questions.retiredAt)));
  return rows
    .filter((row) => !hidden.questionIds.has(row.id))
    .sort(courseOrder(module))
    .map((row) => {
      const unit = typeof row.details.unit === 'string' ? ` ${row.details.unit}` : '';
      const answer = typeof row.answer === 'number' ? numberFormat.format(row.answer) : String(row.answer);
      return { question: row.question, answer: `${answer}${unit}`, explanation: row.explanation };
    });
}

async function moduleGlossary(db: TDatabase, module: TOutlineModule) {
  const terms = await db
    .select({ term: glossaryTerms.term, definition: glossaryTerms.definition })
    .from(glossaryTerms)
    .where(isNull(glossaryTerms.retiredAt))
    .orderBy(asc(glossaryTerms.term));
  const text = module.lessons
    .flatMap((lesson) => [lesson.title, lesson.intro, ...lesson.sections.flatMap((s) => [s.title, s.body])])
    .join('\n');
  return glossaryForText(terms, text);
}

async function stateOf(db: TDatabase, module: TOutlineModule) {
  if (module.kind !== 'category') return null;
  const [tag] = await db.select({ state: tags.state }).from(tags).where(eq(tags.slug, module.id));
  return categoryStates.find((state) => state.id === tag?.state)?.name ?? null;
}

/** Gathers one module's guide from the database: the lessons stay the single source of its text. */
export async function studyGuideContent(
  db: TDatabase,
  module: TOutlineModule,
  hidden: THiddenKeys,
): Promise<TStudyGuideContent> {
  const extracts = extractFromLessons(module.lessons);
  const [{ brandName }, [pack], facts, problems, glossary, stateName] = await Promise.all([
    getPlatformConfig(db),
    db.select().from(contentState).where(eq(contentState.id, 1)),
    keyFacts(db, module, extracts),
    practiceProblems(db, module, hidden),
    moduleGlossary(db, module),
    stateOf(db, module),
  ]);
  return {
    brandName,
    pack: { version: pack?.version ?? 'none', loadedOn: pack ? pack.loadedAt.toISOString().slice(0, 10) : '' },
    module: { id: module.id, title: module.title, kind: module.kind, stateName },
    lessonTitles: module.lessons.map((lesson) => lesson.title),
    keyFacts: facts,
    tables: extracts.tables,
    calculations: extracts.calculations,
    problems,
    glossary,
  };
}
