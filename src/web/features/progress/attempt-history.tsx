import { Link } from 'react-router';
import type { TAttemptSummary } from '../../../shared/contract/quizzes';
import { progressTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { Badge } from '../../components/ui/badge';
import { DataTableHead } from '../../components/ui/data-table-head';
import { ScoreBadge } from '../../components/ui/score-badge';
import { formatDate } from '../../lib/format-date';

const columns = [texts.date, texts.mode, texts.title, texts.score, texts.result, texts.actions];
const cell = 'px-3 py-2.5 text-left align-middle';

/** Past attempts, newest first: date, quiz or exam, score in its band, pass or fail, and the way to the review. */
export function AttemptHistory({ attempts }: { attempts: TAttemptSummary[] }) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-border"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-labelledby="attempt-history-heading"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <DataTableHead columns={columns} cellClassName={cell} />
        <tbody>
          {attempts.map((attempt) => {
            const date = formatDate(attempt.closedAt);
            return (
              <tr key={attempt.attemptId} className="border-b border-border last:border-0">
                <td className={`${cell} whitespace-nowrap`}>{date}</td>
                <td className={cell}>{texts.modes[attempt.mode]}</td>
                <td className={cell}>{attempt.title}</td>
                <td className={cell}>
                  <ScoreBadge score={attempt.score} />
                </td>
                <td className={cell}>
                  <Badge variant={attempt.passed ? 'success' : 'destructive'}>
                    {attempt.passed ? texts.passed : texts.failed}
                  </Badge>
                </td>
                <td className={cell}>
                  <Link
                    to={`/exams/attempt/${attempt.attemptId}`}
                    aria-label={texts.viewLabel(attempt.title, date)}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {texts.view}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
