import { quizGeneratorTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { quizTexts, scoreBand } from '../../../shared/domain/quizzes';
import { Button } from '../../components/ui/button';
import { ScoreBadge, scoreBandTextClass } from '../../components/ui/score-badge';
import { cn } from '../../lib/cn';
import { ReportProblemButton } from '../report-problem/report-problem-button';
import { QuestionView } from './question-view';
import { TopicBreakdown } from './topic-breakdown';
import { useFocusOnMount } from './use-focus-on-mount';
import type { TQuizSession } from './use-quiz-session';

/** Results (spec 2 and 9): the server's score in its colour band, the topics, the buttons, then the review. */
export function QuizResults({ session }: { session: TQuizSession }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const result = session.result;
  if (!result) return null;
  const band = scoreBand(result.score);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:p-6">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {texts.resultsHeading}
        </h3>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="quiz-score" data-band={band}>
          <p className={cn('text-4xl font-bold', scoreBandTextClass[band])}>
            <span className="sr-only">{texts.scoreLabel}: </span>
            {result.score}%
          </p>
          <ScoreBadge score={result.score} />
          <p className="text-sm text-muted-foreground">{texts.correctCount(result.correctCount, result.total)}</p>
        </div>
        <TopicBreakdown topics={result.topics} />
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={session.retake} disabled={session.retaking.isPending}>
            {session.retaking.isPending ? texts.retaking : quizTexts.retake}
          </Button>
          <Button type="button" variant="outline" onClick={session.startNew}>
            {quizTexts.startNew}
          </Button>
        </div>
      </div>
      <section aria-labelledby="quiz-review" className="grid gap-4">
        <h3 id="quiz-review" className="text-lg font-semibold">
          {texts.reviewHeading}
        </h3>
        <ol className="grid gap-4">
          {result.review.map((item, index) => (
            <li key={item.position}>
              <QuestionView
                number={index + 1}
                question={item}
                answer={item.answer ?? ''}
                flat
                mode="review"
                review={item}
                idPrefix="quiz-review"
              />
              <ReportProblemButton
                target={{ kind: 'question', attemptId: result.attemptId, position: item.position }}
                className="mt-1"
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
