import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStateCoverage, type TStateCoverage } from '../../../shared/contract/course';
import type { TLearnerState } from '../../../shared/domain/jurisdictions';
import { stateCoverageTexts as texts } from '../../../shared/domain/settings-texts';
import { api } from '../../lib/api';

const coverageQuery = queryOptions({
  queryKey: ['course', 'coverage'],
  queryFn: () => api(getStateCoverage, {}),
  staleTime: 60 * 60 * 1000,
});

function CoverageItem({ coverage }: { coverage: TStateCoverage }) {
  const lessons = coverage.modules.reduce((sum, module) => sum + module.lessons, 0);
  return (
    <li className="grid gap-1">
      <p className="font-medium text-foreground">
        {coverage.name}: {texts.modules(coverage.modules.length)}, {texts.lessons(lessons)}
      </p>
      <p>{coverage.modules.map((module) => module.title).join(' · ')}</p>
      {coverage.exams.length === 0 ? (
        <p>{texts.noExams}</p>
      ) : (
        <ul className="grid gap-0.5">
          {coverage.exams.map((exam) => (
            <li key={exam.name}>
              {texts.exam(exam.name, exam.questionCount, exam.timeLimitMinutes, exam.passingPercent)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What the chosen states bring, read from the server, so a learner knows what each choice gives them. */
export function StateCoverage({ chosen }: { chosen: TLearnerState[] }) {
  const coverage = useQuery(coverageQuery);
  if (!coverage.data) return null;
  const shown = coverage.data.states.filter(
    (item) => item.state === 'national' || chosen.includes(item.state as TLearnerState),
  );
  return (
    <section aria-labelledby="state-coverage-heading" className="mt-2 rounded-md border bg-muted/40 p-3 text-sm">
      <h3 id="state-coverage-heading" className="mb-2 font-semibold">
        {texts.heading}
      </h3>
      <ul className="grid gap-3 text-muted-foreground">
        {shown.map((item) => (
          <CoverageItem key={item.state} coverage={item} />
        ))}
      </ul>
    </section>
  );
}
