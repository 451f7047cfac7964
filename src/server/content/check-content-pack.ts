import { categoryStates, contentTargets, coreTopics } from '../../shared/domain/topics';
import { checkBlueprints, stateExamShortfalls } from './check-blueprints';
import type { TQuestion } from './content-schema';
import { checkSpecimenLabel } from './label-schema';
import { numericPrecisionProblems } from './numeric-precision';
import type { TContentPack } from './read-content-pack';

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Evaluates a worked calculation; the schema allows only numbers, + - * / and parentheses in it. */
export function evaluateArithmetic(expression: string): number {
  if (!/^[\d\s.+\-*/()]+$/.test(expression)) throw new Error(`not plain arithmetic: ${expression}`);
  return Function(`"use strict"; return (${expression});`)() as number;
}

function duplicates(values: string[]) {
  const seen = new Set<string>();
  return values.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

/**
 * Every rule the pack must keep whatever its size: answers among the options, arithmetic that recomputes,
 * no duplicates, references that resolve, and correct answers spread over option positions.
 */
export function checkContentPack(pack: TContentPack): string[] {
  const problems: string[] = [];
  const sections = new Set(pack.lessons.flatMap((lesson) => lesson.sections.map((s) => `${lesson.id}#${s.id}`)));
  const categoryTags = new Set(pack.categories.flatMap((state) => state.categories.map((c) => c.id)));
  const topics = new Set<string>([...coreTopics.map((t) => t.id), ...categoryTags]);
  const stateOfTag = new Map(pack.categories.flatMap((s) => s.categories.map((c) => [c.id, s.state] as const)));

  for (const lesson of pack.lessons) {
    if (!topics.has(lesson.topic)) problems.push(`lesson ${lesson.id}: unknown topic ${lesson.topic}`);
    if (lesson.sections.length === 0) problems.push(`lesson ${lesson.id}: no "## Title {#id}" sections`);
    // Retrieval shows a passage to anyone sharing one of its jurisdictions: a state lesson also tagged federal
    // reached every learner's tutor (issue 26).
    const state = stateOfTag.get(lesson.topic);
    if (state && lesson.jurisdictions.some((j) => j !== state)) {
      problems.push(`lesson ${lesson.id}: a ${state} category lesson is tagged ${lesson.jurisdictions.join(', ')}`);
    }
  }
  const lessonJurisdictions = new Map(pack.lessons.map((lesson) => [lesson.id, lesson.jurisdictions]));
  for (const id of duplicates(pack.lessons.map((l) => l.id))) problems.push(`lesson id used twice: ${id}`);

  // A specimen label's questions keep every rule of the bank's (answers, sections, arithmetic, no duplicates).
  const labels = pack.labels ?? [];
  const questions = [...pack.questions, ...labels.flatMap((label) => label.questions)];
  for (const label of labels) problems.push(...checkSpecimenLabel(label));
  for (const id of duplicates(labels.map((label) => label.id))) problems.push(`label id used twice: ${id}`);
  for (const q of questions) {
    const where = `question ${q.id}`;
    if (!topics.has(q.topic)) problems.push(`${where}: unknown topic ${q.topic}`);
    if (!sections.has(q.section)) problems.push(`${where}: section ${q.section} does not exist`);
    // Whoever gets the question can open the section its explanation points to.
    const taught = lessonJurisdictions.get(q.section.split('#')[0] ?? '') ?? [];
    if (!taught.includes('federal') && q.jurisdictions.some((j) => !taught.includes(j))) {
      problems.push(`${where}: tagged ${q.jurisdictions.join(', ')} but taught in a ${taught.join(', ')} lesson`);
    }
    const state = stateOfTag.get(q.topic);
    if (q.stateSpecific && !(state && q.jurisdictions.includes(state))) {
      problems.push(`${where}: stateSpecific belongs only on a state's material tagged with that state's jurisdiction`);
    }
    if (
      (q.type === 'multiple_choice' || q.type === 'scenario' || q.type === 'true_false') &&
      !(q.options as readonly string[]).includes(q.answer)
    ) {
      problems.push(`${where}: the answer is not one of the options`);
    }
    if (q.type === 'multi_select' && !q.answer.every((a) => q.options.includes(a))) {
      problems.push(`${where}: an answer is not among the options`);
    }
    if ('options' in q && duplicates(q.options.map(normalize)).length > 0) problems.push(`${where}: repeated option`);
    if (q.type === 'numeric') {
      const computed = evaluateArithmetic(q.compute);
      if (Math.abs(computed - q.answer) > q.tolerance + 1e-9) {
        problems.push(`${where}: ${q.compute} = ${computed}, but the answer says ${q.answer}`);
      }
      problems.push(...numericPrecisionProblems(q));
    }
  }
  for (const id of duplicates([...questions.map((q) => q.id), ...pack.flashcards.map((f) => f.id)])) {
    problems.push(`id used twice: ${id}`);
  }
  for (const text of duplicates(questions.map((q) => normalize(q.question)))) {
    problems.push(`question asked twice: "${text}"`);
  }

  for (const card of pack.flashcards) {
    if (!topics.has(card.topic)) problems.push(`flashcard ${card.id}: unknown topic ${card.topic}`);
    if (card.section && !sections.has(card.section))
      problems.push(`flashcard ${card.id}: section ${card.section} does not exist`);
  }
  for (const front of duplicates(pack.flashcards.map((f) => normalize(f.front))))
    problems.push(`flashcard front twice: "${front}"`);

  for (const id of duplicates(pack.glossary.map((g) => g.id))) problems.push(`glossary id used twice: ${id}`);
  for (const term of duplicates(pack.glossary.map((g) => normalize(g.term))))
    problems.push(`glossary term twice: "${term}"`);

  problems.push(...checkAnswerPositions(questions));
  problems.push(...checkBlueprints(pack, topics));
  return problems;
}

/** No option position may hold the correct answer in more than 35% of a topic's multiple-choice questions. */
export function checkAnswerPositions(questions: TQuestion[]): string[] {
  const byTopic = new Map<string, number[]>();
  for (const q of questions) {
    if (q.type !== 'multiple_choice' && q.type !== 'scenario') continue;
    byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q.options.indexOf(q.answer)]);
  }
  const problems: string[] = [];
  for (const [topic, positions] of byTopic) {
    if (positions.length < 6) continue; // too few to speak of a spread
    const counts = new Map<number, number>();
    for (const position of positions) counts.set(position, (counts.get(position) ?? 0) + 1);
    for (const [position, count] of counts) {
      if (count / positions.length > contentTargets.maxShareOfOnePosition) {
        problems.push(`topic ${topic}: option ${position + 1} is correct in ${count} of ${positions.length} questions`);
      }
    }
  }
  return problems;
}

/** How far the pack is from the minimums, per topic and tag; empty when every target is met. */
export function contentShortfalls(pack: TContentPack): string[] {
  const shortfalls: string[] = [];
  for (const topic of coreTopics) {
    const words = pack.lessons.filter((l) => l.topic === topic.id).reduce((sum, l) => sum + l.words, 0);
    const questions = pack.questions.filter((q) => q.topic === topic.id).length;
    const cards = pack.flashcards.filter((f) => f.topic === topic.id).length;
    if (words < contentTargets.lessonWordsPerCoreTopic) shortfalls.push(`${topic.id}: ${words} lesson words`);
    if (questions < contentTargets.questionsPerCoreTopic) shortfalls.push(`${topic.id}: ${questions} questions`);
    if (cards < contentTargets.flashcardsPerCoreTopic) shortfalls.push(`${topic.id}: ${cards} flashcards`);
  }
  for (const state of categoryStates) {
    const material = pack.categories.find((c) => c.state === state.id);
    if (!material) shortfalls.push(`${state.id}: no category material`);
    for (const category of material?.categories ?? []) {
      const questions = pack.questions.filter((q) => q.topic === category.id).length;
      const cards = pack.flashcards.filter((f) => f.topic === category.id).length;
      if (questions < contentTargets.questionsPerCategoryTag) shortfalls.push(`${category.id}: ${questions} questions`);
      if (category.kind === 'law' && questions < contentTargets.questionsPerLawModule)
        shortfalls.push(`${category.id}: ${questions} questions in the law module`);
      if (category.kind === 'law' && cards < contentTargets.flashcardsPerLawModule)
        shortfalls.push(`${category.id}: ${cards} flashcards in the law module`);
    }
    if (material && !material.categories.some((c) => c.kind === 'law')) shortfalls.push(`${state.id}: no law module`);
    shortfalls.push(...stateExamShortfalls(pack, state.id));
    const share = stateSpecificShare(pack, state.id);
    if (material && share.specific < share.total * contentTargets.minStateSpecificShare) {
      shortfalls.push(`${state.id}: only ${share.specific} of ${share.total} questions test a state-specific fact`);
    }
  }
  if (pack.glossary.length < contentTargets.glossaryTerms) shortfalls.push(`glossary: ${pack.glossary.length} terms`);
  return shortfalls;
}

/** How many of a state's questions (its category and law modules) are marked as testing a state-specific fact. */
export function stateSpecificShare(pack: TContentPack, state: string) {
  const tags = new Set(pack.categories.filter((c) => c.state === state).flatMap((c) => c.categories.map((t) => t.id)));
  const questions = pack.questions.filter((q) => tags.has(q.topic));
  return { total: questions.length, specific: questions.filter((q) => q.stateSpecific).length };
}
