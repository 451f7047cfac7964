import type { TBlueprintSummary } from '../../../shared/contract/quizzes';
import { categoryStates } from '../../../shared/domain/topics';

export interface TExamGroup {
  /** null for the national core group. */
  state: string | null;
  name: string | null;
  exams: TBlueprintSummary[];
}

/**
 * The exams grouped as the learner picks them: the national core, then the learner's own states, with every other
 * state's exams apart (still open to anyone studying for a second state). Order within a group is the server's.
 */
export function groupExams(blueprints: TBlueprintSummary[], learnerStates: readonly string[]) {
  const groups: TExamGroup[] = [];
  for (const blueprint of blueprints) {
    let group = groups.find((g) => g.state === blueprint.state);
    if (!group) {
      const name = categoryStates.find((s) => s.id === blueprint.state)?.name ?? blueprint.state;
      group = { state: blueprint.state, name, exams: [] };
      groups.push(group);
    }
    group.exams.push(blueprint);
  }
  const isMine = (group: TExamGroup) => group.state === null || learnerStates.includes(group.state);
  return { mine: groups.filter(isMine), others: groups.filter((group) => !isMine(group)) };
}
