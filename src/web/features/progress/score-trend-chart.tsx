import { progressTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { formatDate } from '../../lib/format-date';

interface TTrendPoint {
  attemptId: string;
  closedAt: Date;
  score: number;
  mode: 'quiz' | 'exam';
}

const width = 320;
const height = 140;
const pad = { left: 30, right: 10, top: 10, bottom: 10 };
const gridLines = [0, 50, 80, 100];

/**
 * Scores of the latest attempts, oldest first, as a small inline SVG line (no chart library). The picture is
 * summarised in its label and the figures are in a table for screen readers.
 */
export function ScoreTrendChart({ points }: { points: TTrendPoint[] }) {
  const ordered = [...points].sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime());
  if (ordered.length === 0) return null;
  const scores = ordered.map((point) => point.score);
  const summary = texts.trendSummary(ordered.length, scores[0]!, scores.at(-1)!, Math.max(...scores));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (ordered.length === 1 ? plotWidth / 2 : (index / (ordered.length - 1)) * plotWidth);
  const y = (score: number) => pad.top + plotHeight - (score / 100) * plotHeight;
  const line = ordered.map((point, index) => `${x(index)},${y(point.score)}`).join(' ');

  return (
    <figure className="grid content-start gap-2">
      <figcaption className="font-semibold">{texts.trendHeading}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl text-primary"
      >
        {gridLines.map((score) => (
          <g key={score}>
            <line x1={pad.left} x2={width - pad.right} y1={y(score)} y2={y(score)} className="stroke-border" />
            <text x={pad.left - 4} y={y(score) + 3} textAnchor="end" className="fill-muted-foreground text-[9px]">
              {score}%
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        {ordered.map((point, index) => (
          <circle
            key={point.attemptId}
            cx={x(index)}
            cy={y(point.score)}
            r={3.5}
            className="fill-card"
            stroke="currentColor"
            strokeWidth={2}
          />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{texts.trendTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.date}</th>
            <th scope="col">{texts.mode}</th>
            <th scope="col">{texts.score}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((point) => (
            <tr key={point.attemptId}>
              <td>{formatDate(point.closedAt)}</td>
              <td>{texts.modes[point.mode]}</td>
              <td>{point.score}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
