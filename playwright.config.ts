import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { e2eAdmin, e2eBaseUrl, e2ePort } from './e2e/test-env';

// Every run gets a fresh database, so accounts and rate-limit counters never leak between runs. Worker processes
// load this file again; the environment variable makes them reuse the directory instead of creating another.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pesticide-prep-e2e-'));
const webDistDir = path.join(process.env.E2E_DATA_DIR, 'web');

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
const desktop = { ...devices['Desktop Chrome'], launchOptions };
const phone = { ...desktop, viewport: { width: 360, height: 740 }, hasTouch: true };

// Tests tagged @global-settings change what every visitor sees (the brand, whether sign-up is open): they run in
// projects of their own that start only after every other test has finished, so that the rest may run side by side.
const globalSettings = /@global-settings/;
// Journeys run once, at desktop width. The phone project runs what the 360 px width can break: tests tagged @phone
// (screens checked at any width) and @phone-only (e2e/phone-layout.spec.ts, every screen's layout and axe at 360 px).
const phoneChecks = /@phone/;
const phoneOnly = /@phone-only/;

export default defineConfig({
  testDir: 'e2e',
  // Two workers measured green on the 2-core CI machine: 710 s against 810 s for one (docs/decisions/028-ci-time.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: { baseURL: e2eBaseUrl, launchOptions, trace: 'retain-on-failure' },
  projects: [
    { name: 'chromium', use: desktop, grepInvert: [phoneOnly, globalSettings] },
    { name: 'mobile-360', use: phone, grep: phoneChecks, grepInvert: globalSettings },
    { name: 'settings-desktop', use: desktop, grep: globalSettings, dependencies: ['chromium', 'mobile-360'] },
    { name: 'settings-360', use: phone, grep: globalSettings, dependencies: ['settings-desktop'] },
  ],
  webServer: {
    command:
      // The build goes to this run's own directory, so a parallel run or a dev build cannot swap files underneath it.
      `node node_modules/vite/bin/vite.js build --logLevel warn --outDir ${webDistDir} --emptyOutDir && node scripts/compress-build.mjs ${webDistDir} && node node_modules/tsx/dist/cli.mjs src/server/main.ts`,
    url: `${e2eBaseUrl}/_api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: e2eBaseUrl,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: webDistDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (e2e/test-env.ts newVisitorHeaders).
      TRUST_PROXY: 'true',
    },
  },
});
