// Runs the time-sensitive part of the API suite with the machine's clock moved to instants that have broken tests
// before or could: libfaketime (Debian's `faketime`) moves the wall clock of the test processes (Node, and PGlite
// inside them), and TZ sets the zone the process believes it is in. The clock keeps running from each instant, as a
// real one would. Usage: `node scripts/pinned-clock.mjs` (CI installs faketime first when it is missing).
import { spawnSync } from 'node:child_process';

/** Each instant is UTC; `zone` is the process time zone during that run. */
export const pinnedInstants = [
  { label: '00:30 UTC (the old UTC-day test failed from 00:00 to 04:00)', at: '2026-11-29 00:30:00', zone: 'UTC' },
  { label: '03:59 UTC (a minute before the 4 AM study-day rollover)', at: '2026-11-29 03:59:00', zone: 'UTC' },
  { label: '04:01 UTC (a minute after the rollover)', at: '2026-11-29 04:01:00', zone: 'UTC' },
  {
    label: '23:30 in America/Los_Angeles (07:30 UTC the next day)',
    at: '2026-11-30 07:30:00',
    zone: 'America/Los_Angeles',
  },
  { label: 'America/Chicago, night of the March DST change', at: '2026-03-08 07:30:00', zone: 'America/Chicago' },
  { label: 'America/Chicago, night of the November DST change', at: '2026-11-01 06:30:00', zone: 'America/Chicago' },
];

/**
 * The test files whose subject is the time of day: study days and the review queue, the dashboard's forecast,
 * reminders by local hour, analytics days, sessions and reset-link expiry, expired exams and checkouts. Kept short:
 * each instant is a whole Vitest start (docs/decisions/026-time-is-an-input.md).
 */
export const timeSensitiveTests = [
  'src/shared/domain/study-day.test.ts',
  'src/shared/domain/spaced-repetition.test.ts',
  'src/server/modules/dashboard',
  'src/server/modules/flashcards/review-scheduling.test.ts',
  'src/server/modules/flashcards/review-session.test.ts',
  'src/server/modules/flashcards/flashcards.test.ts',
  'src/server/modules/reminders/local-time.test.ts',
  'src/server/modules/reminders/reminder-worker.test.ts',
  'src/server/modules/analytics/analytics-api.test.ts',
  'src/server/modules/auth/sessions.test.ts',
  'src/server/modules/auth/password-reset.test.ts',
  'src/server/modules/maintenance',
];

function main() {
  if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
    console.error('pinned-clock: faketime is not installed (Debian: apt-get install -y faketime)');
    process.exit(1);
  }
  let failed = 0;
  for (const instant of pinnedInstants) {
    console.log(`\n=== API tests at ${instant.label}: ${instant.at} UTC, TZ=${instant.zone} ===`);
    const run = spawnSync(
      'faketime',
      [
        '-f',
        `@${instant.at}`,
        process.execPath,
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=dot',
        ...timeSensitiveTests,
      ],
      {
        stdio: 'inherit',
        // libuv's timers read the monotonic clock: leave it alone, so timeouts still measure real time.
        env: { ...process.env, TZ: instant.zone, FAKETIME_DONT_FAKE_MONOTONIC: '1', TEST_DATABASE_URL: '' },
      },
    );
    if (run.status !== 0) failed++;
  }
  console.log(`\npinned clock: ${pinnedInstants.length - failed} of ${pinnedInstants.length} instants green`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
