import { checkAnswerPositions } from './check-content-pack';
import type { TQuestion } from './content-schema';
import type { TContentPack } from './read-content-pack';

// Issue 27: simulates the strategies of a test-wise guesser who knows nothing of the subject (pick the longest
// option, the one repeating the stem's words, the hedged one...) on every bank, to show whether the options give the
// key away. Pure functions: the CLI (scripts/cue-audit.ts) and the pack test read the pack and call them.
//
// Ties: a strategy that finds several options equally good (two equally long options) picks one of them at random,
// so an item scores 1/(number tied) when the key is among them, and 0 when it is not. A bank where every option has
// the same length therefore scores exactly chance on "longest".
// Length is the option text's character length. Single-answer items are multiple_choice and scenario questions
// (true_false is left out: its two options are always "True" and "False", so it carries no cue).

/** The bank the label questions form (they share the label-labeling topic, but are read beside a label). */
export const labelsBank = 'labels';

/** The limits, in shares (0.05 = 5 percentage points). */
export const cueLimits = {
  /** Over all single-answer items, "pick the longest" may beat chance by this much at most. */
  overallLongestOverChance: 0.05,
  /** In a bank of minBankItems single-answer items or more: longest, shortest and stem overlap each. */
  bankOverChance: 0.1,
  minBankItems: 20,
  /** A key longer than every other option by more than 30% ... */
  dominantKeyRatio: 1.3,
  /** ... in at most 10% of single-answer items overall. */
  maxDominantKeyShare: 0.1,
} as const;

const hedgeWords = new Set(['usually', 'may', 'generally', 'often', 'can']);
const absoluteWords = new Set(['always', 'never', 'only', 'all', 'must']);
/** Words every option shares with any stem; left out of the stem-overlap count. */
const stopWords = new Set(
  (
    'a an the of to in on at for by with from and or but nor is are was were be been being it its this that these ' +
    'those as what which who whom whose when where why how do does did not no if into out than then there their ' +
    'they them he she his her you your we our us i me my so such any some each per also about over under up'
  ).split(' '),
);
const allOrNonePattern = /\b(all|none|both|neither) of (the above|these|them)\b/i;

type TSingleAnswer = Extract<TQuestion, { type: 'multiple_choice' | 'scenario' }>;
type TMultiSelect = Extract<TQuestion, { type: 'multi_select' }>;

export const isSingleAnswer = (q: TQuestion): q is TSingleAnswer =>
  q.type === 'multiple_choice' || q.type === 'scenario';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const contentWords = (text: string) => new Set(words(text).filter((word) => !stopWords.has(word)));
const hasWordFrom = (text: string, set: Set<string>) => words(text).some((word) => set.has(word));

/** The credit a strategy earns that picks at random among `picked` option indexes (see "Ties" above). */
function credit(picked: number[], key: number): number {
  return picked.includes(key) ? 1 / picked.length : 0;
}

/** The indexes of the options with the best score (every one tied for best). */
function best(scores: number[]): number[] {
  const top = Math.max(...scores);
  return scores.flatMap((score, index) => (score === top ? [index] : []));
}

/** The value(s) at the middle rank of a list: one for an odd count, the two middle ones for an even count. */
function middleValues(values: number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0];
}

/** The options whose length sits at the middle rank (for an even count, at either of the two middle ranks). */
function middleLength(lengths: number[]): number[] {
  const middle = new Set(middleValues(lengths));
  return lengths.flatMap((length, index) => (middle.has(length) ? [index] : []));
}

/** The option indexes whose text matches `test`. */
const optionsWhere = (options: string[], test: (option: string) => boolean) =>
  options.flatMap((option, index) => (test(option) ? [index] : []));

/** What every strategy earns on one single-answer item; undefined where a strategy does not apply. */
export interface TItemCues {
  chance: number;
  longest: number;
  shortest: number;
  stemOverlap: number;
  middleLength: number;
  /** Pick "all/none of the above" when it is offered. */
  allOrNone?: number;
  /** Pick a hedged option over the absolute ones, when the item offers both kinds. */
  hedged?: number;
  keyPosition: number;
  optionCount: number;
  /** The key is longer than every other option by more than cueLimits.dominantKeyRatio. */
  dominantKey: boolean;
}

export function scoreSingleAnswer(q: TSingleAnswer): TItemCues {
  const key = q.options.indexOf(q.answer);
  const lengths = q.options.map((option) => option.length);
  const stem = contentWords(q.question);
  const overlap = q.options.map((option) => [...contentWords(option)].filter((word) => stem.has(word)).length);
  const allOrNone = optionsWhere(q.options, (option) => allOrNonePattern.test(option));
  const isHedged = (option: string) => hasWordFrom(option, hedgeWords) && !hasWordFrom(option, absoluteWords);
  const isAbsolute = (option: string) => hasWordFrom(option, absoluteWords) && !hasWordFrom(option, hedgeWords);
  const hedged = optionsWhere(q.options, isHedged);
  const offersAbsolute = q.options.some(isAbsolute);
  const others = lengths.filter((_, index) => index !== key);
  return {
    chance: 1 / q.options.length,
    longest: credit(best(lengths), key),
    shortest: credit(best(lengths.map((length) => -length)), key),
    stemOverlap: credit(best(overlap), key),
    middleLength: credit(middleLength(lengths), key),
    allOrNone: allOrNone.length > 0 ? credit(allOrNone, key) : undefined,
    hedged: hedged.length > 0 && offersAbsolute ? credit(hedged, key) : undefined,
    keyPosition: key,
    optionCount: q.options.length,
    dominantKey: (lengths[key] ?? 0) > cueLimits.dominantKeyRatio * Math.max(...others),
  };
}

/**
 * Multi-select: tick every option longer than the median option. `exact` is 1 when that set is the key; `picked`
 * and `pickedKeys` let the summary say how often a ticked option is a key, against the base rate of keys.
 */
export function scoreMultiSelect(q: TMultiSelect) {
  const [lowMiddle, highMiddle] = middleValues(q.options.map((option) => option.length));
  const median = (lowMiddle + highMiddle) / 2;
  const picked = q.options.filter((option) => option.length > median);
  const keys = new Set(q.answer);
  const pickedKeys = picked.filter((option) => keys.has(option)).length;
  // A blind guesser ticks one of the sets of two or more options (the schema's minimum): 2^n - n - 1 of them.
  const n = q.options.length;
  return {
    exact: pickedKeys === keys.size && picked.length === keys.size ? 1 : 0,
    exactChance: 1 / (2 ** n - n - 1),
    picked: picked.length,
    pickedKeys,
    options: n,
    keys: keys.size,
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0);

/** A strategy that applies to some items only: its mean score and the mean chance over those items. */
export interface TPartialScore {
  items: number;
  score: number;
  chance: number;
}

export interface TBankCues {
  bank: string;
  /** Single-answer items (multiple_choice + scenario); every share below is over them unless named otherwise. */
  items: number;
  chance: number;
  longest: number;
  shortest: number;
  stemOverlap: number;
  middleLength: number;
  allOrNone: TPartialScore;
  hedged: TPartialScore;
  /** Share of keys at each option position (index 0 = first option). */
  keyPositions: number[];
  dominantKeyShare: number;
  multiSelect: { items: number; exact: number; exactChance: number; precision: number; baseRate: number };
}

function partial(cues: TItemCues[], pick: (c: TItemCues) => number | undefined): TPartialScore {
  const applies = cues.filter((c) => pick(c) !== undefined);
  return {
    items: applies.length,
    score: mean(applies.map((c) => pick(c)!)),
    chance: mean(applies.map((c) => c.chance)),
  };
}

export function summarizeBank(bank: string, questions: TQuestion[]): TBankCues {
  const cues = questions.filter(isSingleAnswer).map(scoreSingleAnswer);
  const multi = questions.filter((q): q is TMultiSelect => q.type === 'multi_select').map(scoreMultiSelect);
  const positions = Math.max(0, ...cues.map((c) => c.optionCount));
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  return {
    bank,
    items: cues.length,
    chance: mean(cues.map((c) => c.chance)),
    longest: mean(cues.map((c) => c.longest)),
    shortest: mean(cues.map((c) => c.shortest)),
    stemOverlap: mean(cues.map((c) => c.stemOverlap)),
    middleLength: mean(cues.map((c) => c.middleLength)),
    allOrNone: partial(cues, (c) => c.allOrNone),
    hedged: partial(cues, (c) => c.hedged),
    keyPositions: Array.from({ length: positions }, (_, p) => mean(cues.map((c) => (c.keyPosition === p ? 1 : 0)))),
    dominantKeyShare: mean(cues.map((c) => (c.dominantKey ? 1 : 0))),
    multiSelect: {
      items: multi.length,
      exact: mean(multi.map((m) => m.exact)),
      exactChance: mean(multi.map((m) => m.exactChance)),
      precision: sum(multi.map((m) => m.pickedKeys)) / (sum(multi.map((m) => m.picked)) || 1),
      baseRate: sum(multi.map((m) => m.keys)) / (sum(multi.map((m) => m.options)) || 1),
    },
  };
}

/** The banks: one per question topic (one per questions file), and the specimen labels' questions as one more. */
export function cueBanks(pack: Pick<TContentPack, 'questions' | 'labels'>): Map<string, TQuestion[]> {
  const banks = new Map<string, TQuestion[]>();
  for (const q of pack.questions) banks.set(q.topic, [...(banks.get(q.topic) ?? []), q]);
  banks.set(
    labelsBank,
    (pack.labels ?? []).flatMap((label) => label.questions),
  );
  return banks;
}

export interface TCueAudit {
  banks: TBankCues[];
  overall: TBankCues;
}

export function auditCues(pack: Pick<TContentPack, 'questions' | 'labels'>): TCueAudit {
  const banks = [...cueBanks(pack)].map(([bank, questions]) => summarizeBank(bank, questions));
  const all = [...cueBanks(pack).values()].flat();
  return { banks, overall: summarizeBank('overall', all) };
}

const points = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Which cue strategies a bank (or the overall row) may not exceed; used by the CLI to mark breaches. */
export function bankLimits(bank: TBankCues, isOverall: boolean) {
  const limited = isOverall || bank.items >= cueLimits.minBankItems;
  const perBank = limited && !isOverall ? bank.chance + cueLimits.bankOverChance : undefined;
  return {
    longest: isOverall ? bank.chance + cueLimits.overallLongestOverChance : perBank,
    shortest: perBank,
    stemOverlap: perBank,
    dominantKeyShare: isOverall ? cueLimits.maxDominantKeyShare : undefined,
  };
}

/** Every limit of issue 27 the pack breaks (empty when none): the cue limits, and the answer-position spread rule. */
export function cueLimitProblems(pack: Pick<TContentPack, 'questions' | 'labels'>): string[] {
  const audit = auditCues(pack);
  const problems: string[] = [];
  for (const [bank, isOverall] of [...audit.banks.map((b) => [b, false] as const), [audit.overall, true] as const]) {
    const limits = bankLimits(bank, isOverall);
    for (const strategy of ['longest', 'shortest', 'stemOverlap', 'dominantKeyShare'] as const) {
      const limit = limits[strategy];
      if (limit !== undefined && bank[strategy] > limit + 1e-9) {
        const versus = strategy === 'dominantKeyShare' ? 'of items' : `(chance ${points(bank.chance)})`;
        problems.push(`${bank.bank}: ${strategy} scores ${points(bank[strategy])} ${versus}, limit ${points(limit)}`);
      }
    }
  }
  const questions = [...pack.questions, ...(pack.labels ?? []).flatMap((label) => label.questions)];
  return [...problems, ...checkAnswerPositions(questions)];
}
