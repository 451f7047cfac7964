import type { TStateCoverage } from '../../../shared/contract/course';
import { learnerStateLabels, learnerStates } from '../../../shared/domain/jurisdictions';
import type { TDatabase } from '../../db/client';
import { listBlueprints } from '../quizzes/exam.service';
import { courseOutline } from './course-outline';

/**
 * What each learner state brings, read from the loaded content (modules with lessons, exam blueprints), so the list
 * can never promise a module or an exam the pack does not have. National is the core every learner studies.
 */
export async function stateCoverage(db: TDatabase): Promise<{ states: TStateCoverage[] }> {
  const [outline, blueprints] = await Promise.all([courseOutline(db, [...learnerStates]), listBlueprints(db)]);
  const states = learnerStates.map((state) => {
    const national = state === 'national';
    const modules = national
      ? outline.filter((module) => module.kind === 'core')
      : outline.filter((module) => module.kind === 'category' && module.state === state);
    const exams = blueprints.filter((blueprint) => (national ? blueprint.state === null : blueprint.state === state));
    return {
      state,
      name: learnerStateLabels[state],
      modules: modules.map((module) => ({ id: module.id, title: module.title, lessons: module.lessons.length })),
      exams: exams.map(({ name, questionCount, timeLimitMinutes, passingPercent }) => ({
        name,
        questionCount,
        timeLimitMinutes,
        passingPercent,
      })),
    };
  });
  return { states };
}
