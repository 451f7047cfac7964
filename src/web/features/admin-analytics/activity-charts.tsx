// Loaded on its own (React.lazy from activity-panel.tsx): recharts stays out of every bundle but this page's.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TSeriesDay, TUsageAnalytics } from '../../../shared/contract/analytics';
import {
  funnelLabels,
  seriesLabels,
  type TSeriesKey,
  usageAnalyticsTexts,
} from '../../../shared/domain/usage-analytics';
import { formatCents } from './analytics-queries';
import { ChartFigure } from './chart-figure';

const colors = ['#15803d', '#1d4ed8', '#b45309', '#7e22ce'];
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const axis = { fontSize: 12, stroke: '#4a5a50' };

function SeriesChart({ series, keys, title }: { series: TSeriesDay[]; keys: TSeriesKey[]; title: string }) {
  const data = series.map((row) => ({ ...row, label: dayLabel(row.day), revenue: row.revenueCents / 100 }));
  const money = keys.includes('revenueCents');
  return (
    <ChartFigure
      title={title}
      columns={['Day', ...keys.map((key) => seriesLabels[key])]}
      rows={series.map((row) => [
        dayLabel(row.day),
        ...keys.map((key) => (key === 'revenueCents' ? formatCents(row[key]) : row[key])),
      ])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 5, right: 10, bottom: 0, left: -10 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#d9e5dc" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis tick={axis} allowDecimals={money} width={money ? 56 : 40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {keys.map((key, index) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key === 'revenueCents' ? 'revenue' : key}
                name={seriesLabels[key]}
                stroke={colors[index % colors.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}

function FunnelChart({ funnel }: { funnel: TUsageAnalytics['funnel'] }) {
  const data = (Object.keys(funnelLabels) as (keyof typeof funnelLabels)[]).map((key) => ({
    step: funnelLabels[key],
    count: funnel[key],
  }));
  const share = (count: number) => (funnel.visitors ? `${Math.round((100 * count) / funnel.visitors)}%` : '-');
  return (
    <ChartFigure
      title={usageAnalyticsTexts.funnelHeading}
      description={usageAnalyticsTexts.funnelDescription}
      columns={['Step', 'Count', 'Share of visitors']}
      rows={data.map((row) => [row.step, row.count, share(row.count)])}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 10, right: 10 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#d9e5dc" />
            <XAxis type="number" tick={axis} allowDecimals={false} />
            <YAxis type="category" dataKey="step" tick={axis} width={80} />
            <Tooltip />
            <Bar dataKey="count" name="Count" fill={colors[0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

export default function ActivityCharts({ data }: { data: TUsageAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SeriesChart
        title="Learners and purchases"
        series={data.series}
        keys={['activeLearners', 'signUps', 'purchases']}
      />
      <SeriesChart title="Revenue" series={data.series} keys={['revenueCents']} />
      <SeriesChart
        title="Study activity"
        series={data.series}
        keys={['quizAttempts', 'examAttempts', 'flashcardReviews', 'tutorMessages']}
      />
      <FunnelChart funnel={data.funnel} />
    </div>
  );
}
