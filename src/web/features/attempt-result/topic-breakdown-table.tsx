import type { TTopicResult } from '../../../shared/contract/quizzes';
import { DataTableHead } from '../../components/ui/data-table-head';
import { ScoreBadge } from '../../components/ui/score-badge';
import { resultTexts as texts } from './result-texts';

interface TopicBreakdownTableProps {
  topics: TTopicResult[];
  /** Names the table for screen readers; the id of the heading above it. */
  labelledBy: string;
}

const cell = 'px-3 py-2 text-left align-top';

/** Correct answers per topic of one attempt. Exported for the quiz results, which show the same breakdown. */
export function TopicBreakdownTable({ topics, labelledBy }: TopicBreakdownTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table aria-labelledby={labelledBy} className="w-full text-sm">
        <DataTableHead columns={[...texts.topicColumns]} cellClassName={cell} />
        <tbody>
          {topics.map((topic) => (
            <tr key={topic.topic} className="border-b border-border last:border-0">
              <th scope="row" className={`${cell} font-medium`}>
                {topic.name}
              </th>
              <td className={`${cell} tabular-nums whitespace-nowrap`}>
                {topic.correct} / {topic.total}
              </td>
              <td className={cell}>
                <ScoreBadge score={topic.percent} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
