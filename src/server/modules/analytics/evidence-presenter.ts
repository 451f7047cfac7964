import { abuseThresholds as limits } from '../../../shared/domain/usage-analytics';
import type { TAbuseRow } from './abuse.service';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** One sentence an admin can check against the user's record: what was counted and against which limit. */
export function describeEvidence(row: TAbuseRow): string {
  const count = Number(row.count);
  const peak = Number(row.peak);
  const units = Number(row.peakLabel ?? 0);
  switch (row.kind) {
    case 'fast_answers':
      return `${plural(count, 'answer')} in ${plural(units, 'attempt')} averaging under ${limits.fastAnswerSeconds} seconds each; the fastest ${(peak / 10).toFixed(1)} s.`;
    case 'review_burst':
      return `${plural(count, 'flashcard review')} in ${plural(units, 'minute')} with ${limits.reviewsPerMinute} or more; the busiest had ${peak}.`;
    case 'tutor_volume':
      return `${plural(count, 'tutor message')} on ${plural(units, 'day')} with ${limits.tutorMessagesPerDay} or more; the busiest day had ${peak}.`;
    case 'mass_registration':
      return `${plural(count, 'account')} registered from this address on ${plural(units, 'day')} with ${limits.registrationsPerAddress} or more; the busiest day had ${peak}.`;
    case 'rate_limited':
      return `${plural(count, 'request')} refused by a rate limit; most often ${row.peakLabel ?? 'unknown'}.`;
  }
}
