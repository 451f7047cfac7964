import type { TItemStats } from '../../../shared/contract/content-admin';
import {
  itemAnalysisMinResponses,
  lowDiscriminationThreshold,
  strongMissThreshold,
  type TItemAnalysisSort,
  type TItemFlag,
} from '../../../shared/domain/content-admin';
import { decodeChoices } from '../../../shared/domain/quizzes';

/** Fewer upper-group answers than this and "strong learners miss it" would rest on one or two people. */
const minUpperGroupResponses = 5;

type TOption = TItemStats['options'][number];

/**
 * Picks per option from the raw answers as stored: a single-choice answer is the option's text, a multi_select answer
 * a JSON list of texts. Answers naming no current option (an option since rewritten) are left out.
 */
export function optionPicks(
  type: string,
  options: string[] | null,
  key: unknown,
  answers: Record<string, number>,
): TOption[] {
  if (!options?.length) return [];
  const keys = new Set(Array.isArray(key) ? key.map(String) : [String(key)]);
  const picks = new Map(options.map((option) => [option, 0]));
  for (const [answer, count] of Object.entries(answers)) {
    const chosen = type === 'multi_select' ? decodeChoices(answer) : [answer];
    for (const option of chosen) if (picks.has(option)) picks.set(option, picks.get(option)! + count);
  }
  return options.map((text) => ({ text, picks: picks.get(text)!, isKey: keys.has(text) }));
}

/** What looks wrong with an item, judged only once it has enough answers (docs/decisions/021-item-analysis.md). */
export function itemFlagsOf(stats: {
  responses: number;
  discrimination: number | null;
  upperP: number | null;
  upperN: number;
  options: TOption[];
}): TItemFlag[] {
  if (stats.responses < itemAnalysisMinResponses) return [];
  const flags: TItemFlag[] = [];
  if (stats.upperP !== null && stats.upperN >= minUpperGroupResponses && stats.upperP < strongMissThreshold) {
    flags.push('strong_miss');
  }
  const keyPicks = stats.options.filter((option) => option.isKey).map((option) => option.picks);
  const distractorPicks = stats.options.filter((option) => !option.isKey).map((option) => option.picks);
  // For multi_select the weakest key option is the one a distractor must beat.
  if (keyPicks.length && distractorPicks.length && Math.max(...distractorPicks) > Math.min(...keyPicks)) {
    flags.push('distractor_beats_key');
  }
  if (stats.discrimination !== null) {
    if (stats.discrimination < 0) flags.push('negative_discrimination');
    else if (stats.discrimination < lowDiscriminationThreshold) flags.push('low_discrimination');
  }
  return flags;
}

const sortValue: Record<TItemAnalysisSort, (item: TItemStats) => number | null> = {
  pValue: (item) => item.pValue,
  discrimination: (item) => item.discrimination,
  responses: (item) => item.responses,
  flags: (item) => (item.responses ? item.flags.length : null),
};

/** Sorted by the chosen figure; items without it (no answers yet) always last, ties by id so pages are stable. */
export function sortItems(items: TItemStats[], sortBy: TItemAnalysisSort, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = sortValue[sortBy](a);
    const right = sortValue[sortBy](b);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) return sign * (left - right);
    // Among equally flagged items the hardest first: that is where a wrong key hides.
    if (sortBy === 'flags' && a.pValue !== b.pValue) return (a.pValue ?? 1) - (b.pValue ?? 1);
    return a.questionId.localeCompare(b.questionId);
  });
}
