// Which Chromium the browser tests and Lighthouse use, so that `npm ci && npm test` works on a machine that has only
// Node.js. Order: CHROME_PATH, the system's Chromium, Playwright's own download; with none of them, Debian's package
// is installed when this process may (root, apt-get present), and otherwise the caller gets one line saying what to
// install. Everything the search looks at comes in through `probe`, so the unit test can fake a machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The names looked up on PATH, in this order, after the fixed system paths. */
export const chromiumNames = ['chromium', 'chromium-browser', 'google-chrome'];

export const cannotInstallLine =
  'No Chromium found for the browser tests: install one (as root on Debian: apt-get install -y chromium), ' +
  'or set CHROME_PATH to a Chromium or Chrome binary.';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** Where Playwright would keep its own Chromium (`npx playwright install chromium`), if playwright-core is there. */
function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const realProbe = () => ({
  env: process.env,
  systemPaths: ['/usr/bin/chromium'],
  isRoot: process.getuid?.() === 0,
  playwrightPath: playwrightChromium,
  // apt-get's own chatter is shown only when it fails, so a successful install stays one line.
  run: (command, args) => {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    return result.status;
  },
  log: (line) => console.log(line),
});

/** The first Chromium there is, without installing anything: `{ path, source }`, or undefined. */
export function findChromium(probe = realProbe()) {
  const { env } = probe;
  if (env.CHROME_PATH) return { path: env.CHROME_PATH, source: 'CHROME_PATH' };
  for (const file of probe.systemPaths) {
    if (isExecutable(file)) return { path: file, source: 'the system' };
  }
  for (const name of chromiumNames) {
    const file = onPath(name, env);
    if (file) return { path: file, source: 'PATH' };
  }
  const downloaded = probe.playwrightPath();
  if (downloaded && isExecutable(downloaded)) return { path: downloaded, source: "Playwright's download" };
  return undefined;
}

/**
 * For `npm test`: a Chromium to run, installing Debian's when none is found and this process can: `{ path }`, or
 * `{ error }` with the one line to print before stopping.
 */
export function ensureChromium(probe = realProbe()) {
  const found = findChromium(probe);
  if (found?.source === 'CHROME_PATH' && !isExecutable(found.path)) {
    return { error: `CHROME_PATH is ${found.path}, but there is no executable file there.` };
  }
  if (found) return { path: found.path };

  const aptGet = onPath('apt-get', probe.env);
  if (!probe.isRoot || !aptGet) return { error: cannotInstallLine };
  probe.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
  if (probe.run(aptGet, ['update', '-qq']) !== 0 || probe.run(aptGet, ['install', '-y', '-qq', 'chromium']) !== 0) {
    return { error: `apt-get could not install chromium. ${cannotInstallLine}` };
  }
  const installed = findChromium(probe);
  return installed
    ? { path: installed.path }
    : { error: `apt-get installed chromium, yet no chromium binary turned up. ${cannotInstallLine}` };
}
