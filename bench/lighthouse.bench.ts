// Lighthouse scores of the public pages on the built app, as a phone on a slow network sees them (Lighthouse's
// mobile form factor with its default simulated throttling). Usage: npm run build && npm run bench:lighthouse
// Starts its own server on a free loopback port with a throwaway DATA_DIR, so it never touches real data.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

const pages = ['/', '/pricing', '/faq'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/_api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
// Through node directly, not npx, so the PID we stop is the server itself (DESIGN.md, environment notes).
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });

const rows: { page: string; scores: Record<string, number> }[] = [];
try {
  await waitForHealth(baseUrl, server);
  for (const page of pages) {
    const result = await lighthouse(`${baseUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const scores = Object.fromEntries(
      categories.map((key) => [key, Math.round((result.lhr.categories[key]?.score ?? 0) * 100)]),
    );
    // The failing audits say what to fix, so they are printed beside the scores.
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    console.log(`${page}: ${JSON.stringify(scores)}${failing.length ? `\n  below 90: ${failing.join(', ')}` : ''}`);
    rows.push({ page, scores });
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const record = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
  settings: 'mobile form factor, default simulated throttling',
  rows,
};
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'lighthouse.json'), `${JSON.stringify(record, null, 2)}\n`);

console.log(`\n| page | ${categories.join(' | ')} |\n|---|${categories.map(() => '---:').join('|')}|`);
for (const row of rows) console.log(`| ${row.page} | ${categories.map((key) => row.scores[key]).join(' | ')} |`);
