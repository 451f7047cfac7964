import { scoreBandTexts } from '../../../shared/domain/quiz-page-texts';
import { scoreBand, type TScoreBand } from '../../../shared/domain/quizzes';
import { cn } from '../../lib/cn';
import { Badge, type TBadgeVariant } from './badge';

/** Spec 9's colour bands: 80 or more high (green), 50 to 79 medium (amber), below 50 low (red). */
const badgeVariant: Record<TScoreBand, TBadgeVariant> = { high: 'success', medium: 'warning', low: 'destructive' };

/** Text colour of a band, for large score figures; the band name is always written beside it too. */
export const scoreBandTextClass: Record<TScoreBand, string> = {
  high: 'text-green-800',
  medium: 'text-amber-800',
  low: 'text-red-800',
};

/** Background of a band, for bars (readiness, per-topic results). */
export const scoreBandBarClass: Record<TScoreBand, string> = {
  high: 'bg-green-600',
  medium: 'bg-amber-500',
  low: 'bg-red-600',
};

/** "85% · High" in the band's colour: the word carries the band, so colour is never the only signal. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  return (
    <Badge variant={badgeVariant[band]} data-band={band} className={cn('score-band', `score-band-${band}`, className)}>
      {score}% · {scoreBandTexts[band]}
    </Badge>
  );
}
