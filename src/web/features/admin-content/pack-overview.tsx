import type { TContentOverview, TContentTopicRow } from '../../../shared/contract/content-admin';
import { contentDashboardTexts as texts } from '../../../shared/domain/content-admin';
import { categoryStates } from '../../../shared/domain/topics';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { ScrollRegion } from './scroll-region';

const typeLabels: Record<string, string> = {
  multiple_choice: 'multiple choice',
  true_false: 'true/false',
  multi_select: 'multi-select',
  numeric: 'numeric',
  scenario: 'scenario',
  short_answer: 'short answer',
};
const cell = 'px-3 py-2 text-left align-top';

/** "12 / 40", marked (in words too, not only in colour) when below its target. */
function Figure({ value }: { value: { actual: number; target: number | null } }) {
  const below = value.target !== null && value.actual < value.target;
  return (
    <span className={cn(below && 'font-semibold text-red-700')}>
      {value.actual}
      {value.target !== null ? <span className="text-muted-foreground"> / {value.target}</span> : null}
      {below ? <span className="sr-only"> ({texts.belowTarget})</span> : null}
    </span>
  );
}

function TopicRow({ topic }: { topic: TContentTopicRow }) {
  const types = Object.entries(topic.questionsByType).filter(([, count]) => count > 0);
  const state = categoryStates.find((s) => s.id === topic.state)?.name;
  return (
    <tr className="border-b border-border last:border-0">
      <th scope="row" className={cn(cell, 'font-medium')}>
        {state ? `${state}: ` : ''}
        {topic.name}
      </th>
      <td className={cell}>{topic.lessons}</td>
      <td className={cell}>
        <Figure value={topic.lessonWords} />
      </td>
      <td className={cell}>
        <Figure value={topic.questions} />
      </td>
      <td className={cn(cell, 'text-xs text-muted-foreground')}>
        {types.map(([type, count]) => `${count} ${typeLabels[type] ?? type}`).join(', ')}
      </td>
      <td className={cell}>
        <Figure value={topic.flashcards} />
      </td>
    </tr>
  );
}

export function PackOverview({ overview }: { overview: TContentOverview }) {
  const stale = overview.loadedVersion !== overview.packVersion;
  return (
    <section aria-labelledby="pack-heading" className="grid gap-4">
      <h2 id="pack-heading" className="text-xl font-semibold">
        {texts.packHeading}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted-foreground">{texts.packVersion}</dt>
        <dd className="font-mono break-all" data-testid="pack-version">
          {overview.packVersion}
        </dd>
        <dt className="text-muted-foreground">{texts.loadedVersion}</dt>
        <dd className="break-all">
          <span className="font-mono">{overview.loadedVersion ?? texts.notLoaded}</span>
          {overview.loadedAt ? ` (${formatDateTime(overview.loadedAt)})` : null}
          {stale ? <span className="block text-amber-800">{texts.notLoadedYet}</span> : null}
        </dd>
        <dt className="text-muted-foreground">{texts.glossary}</dt>
        <dd>
          <Figure value={overview.glossary} />
        </dd>
      </dl>
      <p className="text-sm">{texts.totals(overview.totals)}</p>
      <ScrollRegion label={texts.topicsCaption}>
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{texts.topicsCaption}</caption>
          <thead className="border-b border-border bg-muted/50 text-muted-foreground">
            <tr>
              {Object.values(texts.columns).map((label) => (
                <th key={label} scope="col" className={cn(cell, 'font-medium')}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.topics.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ScrollRegion label={texts.statesCaption}>
        <table className="w-full text-sm">
          <caption className="sr-only">{texts.statesCaption}</caption>
          <thead className="border-b border-border bg-muted/50 text-muted-foreground">
            <tr>
              {Object.values(texts.stateColumns).map((label) => (
                <th key={label} scope="col" className={cn(cell, 'font-medium')}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.states.map((state) => (
              <tr key={state.id} className="border-b border-border last:border-0">
                <th scope="row" className={cn(cell, 'font-medium')}>
                  {state.name}
                </th>
                <td className={cell}>
                  {state.specific} / {state.total}
                </td>
                <td className={cell}>{state.total ? Math.round((100 * state.specific) / state.total) : 0}%</td>
                <td className={cell}>{Math.round(state.targetShare * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="grid gap-4 sm:grid-cols-2">
        <Findings heading={texts.shortfallsHeading} items={overview.shortfalls} none={texts.allTargetsMet} />
        <Findings heading={texts.problemsHeading} items={overview.problems} none={texts.noProblems} />
      </div>
    </section>
  );
}

function Findings({ heading, items, none }: { heading: string; items: string[]; none: string }) {
  return (
    <div className="grid content-start gap-2 rounded-xl border border-border bg-card p-4 text-sm">
      <h3 className="font-semibold">{heading}</h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{none}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 break-words">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
