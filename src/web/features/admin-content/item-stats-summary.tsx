import type { TItemStats } from '../../../shared/contract/content-admin';
import { contentDashboardTexts as texts } from '../../../shared/domain/content-admin';
import { formatCorrelation, formatShare } from './format-stats';
import { ItemFlags } from './item-flags';

/** One question's figures and its picks per option, as the reports and the analysis table show them. */
export function ItemStatsSummary({ stats }: { stats: TItemStats }) {
  if (stats.responses === 0) return <p className="text-sm text-muted-foreground">{texts.noStats}</p>;
  return (
    <div className="grid gap-2 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div>
          <dt className="inline text-muted-foreground">{texts.itemColumns.responses}: </dt>
          <dd className="inline font-medium">{stats.responses}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{texts.itemColumns.pValue}: </dt>
          <dd className="inline font-medium">{formatShare(stats.pValue)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{texts.itemColumns.discrimination}: </dt>
          <dd className="inline font-medium">{formatCorrelation(stats.discrimination)}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground">{texts.upperLower(formatShare(stats.upperP), formatShare(stats.lowerP))}</p>
      <ItemFlags flags={stats.flags} />
      <OptionPicks stats={stats} />
    </div>
  );
}

export function OptionPicks({ stats }: { stats: TItemStats }) {
  if (stats.options.length === 0) return null;
  const total = stats.options.reduce((sum, option) => sum + option.picks, 0) || 1;
  return (
    <div className="grid gap-1">
      <p className="font-medium">{texts.optionPicks}</p>
      <ul className="grid gap-1">
        {stats.options.map((option) => (
          <li key={option.text} className="grid gap-0.5">
            <span className="break-words">
              {option.text} {option.isKey ? <strong>{texts.keyMark}</strong> : null}: {option.picks} (
              {Math.round((100 * option.picks) / total)}%)
            </span>
            <span aria-hidden className="h-1.5 rounded-full bg-muted">
              <span
                className={
                  option.isKey ? 'block h-full rounded-full bg-green-600' : 'block h-full rounded-full bg-red-500'
                }
                style={{ width: `${(100 * option.picks) / total}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
