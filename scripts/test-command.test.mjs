// `npm test` (scripts/test.mjs) looks for the browser before any suite runs and stops at once, with one line, when
// there is none. CHROME_PATH naming a missing file is the one way to get there on any machine without hiding files.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

it('stops before the first suite, with one line, when the browser cannot be had', async () => {
  // Its own process group, so that if the check ever moved after the suites, the timeout can end all of them.
  const child = spawn(process.execPath, ['scripts/test.mjs'], {
    cwd: root,
    env: { ...process.env, CHROME_PATH: '/nonexistent/chromium' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);

  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toBe('CHROME_PATH is /nonexistent/chromium, but there is no executable file there.\n');
});
