import { blueprintFigures } from './content-schema';
import { allocateQuestions } from './question-picker';
import type { TContentPack } from './read-content-pack';

/**
 * Rules every blueprint keeps: shares that add up to 1 over known topics, a source or an explicit platform default on
 * every figure, and a bank that holds enough questions for each topic's share, so an exam is never quietly shorter
 * or differently weighted than its blueprint says.
 */
export function checkBlueprints(pack: TContentPack, topics: Set<string>): string[] {
  const problems: string[] = [];
  const bank = new Map<string, number>();
  for (const q of pack.questions) bank.set(q.topic, (bank.get(q.topic) ?? 0) + 1);
  const ids = new Set<string>();
  for (const blueprint of pack.blueprints) {
    const where = `blueprint ${blueprint.id}`;
    if (ids.has(blueprint.id)) problems.push(`${where}: id used twice`);
    ids.add(blueprint.id);
    const total = Object.values(blueprint.topicShares).reduce((sum, share) => sum + share, 0);
    if (Math.abs(total - 1) > 0.001) problems.push(`${where}: shares add up to ${total}, not 1`);
    for (const topic of Object.keys(blueprint.topicShares)) {
      if (!topics.has(topic)) problems.push(`${where}: unknown topic ${topic}`);
    }
    for (const figure of blueprintFigures) {
      // The schema refuses a missing source already; this holds for packs built in code (tests, tools) too.
      const note = blueprint.figures?.[figure];
      if (!note || !('source' in note || 'platformDefault' in note)) problems.push(`${where}: ${figure} has no source`);
    }
    const shares = new Map(Object.entries(blueprint.topicShares));
    const wanted = allocateQuestions(blueprint.questionCount, shares, new Map([...shares.keys()].map((t) => [t, 1e9])));
    for (const [topic, count] of wanted) {
      const held = bank.get(topic) ?? 0;
      if (held < count) problems.push(`${where}: asks ${count} questions of ${topic}, the bank holds ${held}`);
    }
  }
  return problems;
}

/** The exams a state must offer: one per certification category it tests, and its law or core exam. */
export function stateExamShortfalls(pack: TContentPack, state: string): string[] {
  const material = pack.categories.find((c) => c.state === state);
  if (!material) return [];
  const blueprints = pack.blueprints.filter((b) => b.state === state);
  const shortfalls: string[] = [];
  for (const category of material.categories.filter((c) => c.kind === 'category')) {
    const exam = blueprints.find((b) => b.examType === 'Category' && Object.keys(b.topicShares).join() === category.id);
    if (!exam) shortfalls.push(`${state}: no practice exam for the ${category.id} category alone`);
  }
  const law = material.categories.find((c) => c.kind === 'law');
  if (law && !blueprints.some((b) => b.examType === 'Core' && law.id in b.topicShares)) {
    shortfalls.push(`${state}: no state law exam asking the ${law.id} module`);
  }
  return shortfalls;
}

/** Per state: its exams, for the content report and the admin dashboard. */
export function stateExams(pack: TContentPack, state: string) {
  return pack.blueprints
    .filter((b) => b.state === state)
    .map(({ id, name, examType, questionCount, timeLimitMinutes, passingPercent, figures }) => ({
      id,
      name,
      examType,
      questionCount,
      timeLimitMinutes,
      passingPercent,
      platformDefaults: blueprintFigures.filter((figure) => 'platformDefault' in figures[figure]).length,
    }));
}
