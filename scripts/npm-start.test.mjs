// `npm start` under a supervisor (Docker, systemd) that sends SIGTERM to the process it started, which is npm: the
// server must drain and exit, npm must exit after it, and nothing may keep serving or linger as an orphan.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tempDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
const seenPids = new Set();

afterAll(() => {
  // A failed run must not leave a server behind: end exactly the processes this test started.
  for (const pid of seenPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  rmSync(tempDir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every live process below `pid`, read from /proc (Linux), so the test can check each one by its pid afterwards. */
function descendants(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name sits in parentheses and may hold spaces, so read the fields after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const found = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const children = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...children);
    frontier = children;
  }
  return found;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // An exited child that nobody reaped yet is no longer running.
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it.skipIf(!existsSync('/proc/self/stat'))(
  'SIGTERM to npm start drains the server, npm exits 0 after it, and no process is left',
  async () => {
    // A stub build, so ensure-build has nothing to build and the test stays quick.
    const webDistDir = path.join(tempDir, 'web');
    mkdirSync(webDistDir);
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>stub</title>');
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        DATA_DIR: path.join(tempDir, 'data'),
        DATABASE_URL: '',
        WEB_DIST_DIR: webDistDir,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        MAIL_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    seenPids.add(npm.pid);
    let output = '';
    npm.stdout.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));

    await waitFor(() => output.includes('is serving') || npm.exitCode !== null, 90_000, 'the server to start');
    expect(output).toContain('is serving');
    const below = descendants(npm.pid);
    for (const pid of below) seenPids.add(pid);
    expect(below.length).toBeGreaterThan(0);

    process.kill(npm.pid, 'SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000));
    const outcome = await Promise.race([exited, timeout]);

    expect(outcome, output).toEqual({ code: 0, signal: null });
    expect(output).toContain('SIGTERM received, shutting down');
    expect(output).toContain('shut down cleanly');
    expect(await canConnect(port)).toBe(false);
    expect(below.filter(isAlive)).toEqual([]);
  },
  120_000,
);
