import type { TTopicResult } from '../../../shared/contract/quizzes';
import { quizGeneratorTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { scoreBand } from '../../../shared/domain/quizzes';
import { PercentBar } from '../../components/ui/percent-bar';
import { scoreBandBarClass } from '../../components/ui/score-badge';

/** How the learner did in each topic of the attempt, as labelled bars. */
export function TopicBreakdown({ topics }: { topics: TTopicResult[] }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="quiz-topic-breakdown" className="grid gap-3">
      <h4 id="quiz-topic-breakdown" className="font-semibold">
        {texts.byTopic}
      </h4>
      <ul className="grid gap-3">
        {topics.map((topic) => (
          <li key={topic.topic}>
            <PercentBar
              label={topic.name}
              value={topic.percent}
              valueText={`${texts.correctCount(topic.correct, topic.total)} (${topic.percent}%)`}
              barClassName={scoreBandBarClass[scoreBand(topic.percent)]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
