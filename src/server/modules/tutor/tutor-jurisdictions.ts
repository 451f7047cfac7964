import type { TJurisdiction } from '../../../shared/domain/jurisdictions';

/** Material that applies everywhere: federal law, and documents tagged "Other/Federal only". */
const everywhere: TJurisdiction[] = ['federal', 'other_federal_only'];
const stateJurisdictions = new Set<string>(['texas', 'florida', 'california', 'new_york', 'illinois', 'pennsylvania']);

/**
 * What the tutor may answer from for a learner (issue 14): federal material plus the learner's own states. A
 * learner's "national" choice means federal only; a document tagged only for another state is never searched.
 */
export function learnerJurisdictions(states: readonly string[]): string[] {
  return [...everywhere, ...new Set(states.filter((state) => stateJurisdictions.has(state)))];
}
