// `npm test`: every suite, then one plain summary line.
// The API suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set; then the browser suite.
// The browser comes first: without one there is no point in running anything, so we stop with one line at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './find-chromium.mjs';

const browser = ensureChromium();
if (browser.error) {
  console.error(browser.error);
  process.exit(1);
}
// Playwright and Lighthouse read CHROME_PATH (e2e/chromium.ts); every suite below inherits it.
process.env.CHROME_PATH = browser.path;
console.log(`Browser tests use ${browser.path}`);

const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(label, args, env, reportFile, count) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  try {
    count(JSON.parse(readFileSync(reportFile, 'utf8')));
  } catch {
    console.error(`${label}: no report was written`);
    totals.failed += 1;
    exitCode = 1;
  }
}

const countVitest = (report) => {
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
};
const vitest = (label, env) => {
  const file = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  run(label, args, env, file, countVitest);
};

const postgresUrl = process.env.TEST_DATABASE_URL;
vitest('unit and API tests on PGlite', { TEST_DATABASE_URL: '' });
if (postgresUrl) vitest('unit and API tests on PostgreSQL', { TEST_DATABASE_URL: postgresUrl });

const playwrightReport = path.join(reports, 'e2e.json');
run(
  'browser tests (Playwright, Chromium)',
  ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
  // The e2e server's database and build go under this run's own directory, removed below with the reports.
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_DATA_DIR: mkdtempSync(path.join(reports, 'e2e-data-')) },
  playwrightReport,
  (report) => {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  },
);

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
