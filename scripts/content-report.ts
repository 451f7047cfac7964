// Prints how the content pack stands against the minimums: `npx tsx scripts/content-report.ts`.
import { stateExams } from '../src/server/content/check-blueprints';
import { checkContentPack, contentShortfalls, stateSpecificShare } from '../src/server/content/check-content-pack';
import { readContentPack } from '../src/server/content/read-content-pack';
import { categoryStates } from '../src/shared/domain/topics';

const pack = readContentPack();
console.log(
  `version ${pack.version}: ${pack.lessons.length} lessons, ${pack.questions.length} questions, ` +
    `${pack.flashcards.length} flashcards, ${pack.glossary.length} glossary terms, ${pack.blueprints.length} blueprints`,
);
for (const state of categoryStates) {
  const { total, specific } = stateSpecificShare(pack, state.id);
  const percent = total ? Math.round((100 * specific) / total) : 0;
  console.log(`${state.name}: ${specific} of ${total} questions test a state-specific fact (${percent}%)`);
  for (const exam of stateExams(pack, state.id)) {
    const defaults = exam.platformDefaults ? `, ${exam.platformDefaults} of 4 figures platform defaults` : '';
    console.log(
      `  ${exam.examType} exam ${exam.id}: ${exam.questionCount} questions, ${exam.timeLimitMinutes} min, ` +
        `pass ${exam.passingPercent}%${defaults}`,
    );
  }
}
const problems = checkContentPack(pack);
console.log(problems.length ? `\nProblems:\n${problems.join('\n')}` : '\nNo problems.');
const shortfalls = contentShortfalls(pack);
console.log(shortfalls.length ? `\nBelow target:\n${shortfalls.join('\n')}` : '\nEvery target met.');
