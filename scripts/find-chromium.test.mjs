// The browser search on a fake machine: temporary directories stand in for PATH and /usr/bin, and root, apt-get and
// Playwright's download are whatever each test says, so nothing here depends on (or changes) the real system.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cannotInstallLine, ensureChromium, findChromium } from './find-chromium.mjs';

let machine;

beforeEach(() => {
  machine = mkdtempSync(path.join(tmpdir(), 'find-chromium-'));
});
afterEach(() => rmSync(machine, { recursive: true, force: true }));

/** An executable file at `relative` inside the fake machine; its full path. */
function program(relative, mode = 0o755) {
  const file = path.join(machine, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

function fakeProbe({ env = {}, isRoot = false, playwright, runs = [], onRun = () => 0 } = {}) {
  const lines = [];
  return {
    env: { PATH: [path.join(machine, 'bin1'), path.join(machine, 'bin2')].join(path.delimiter), ...env },
    systemPaths: [path.join(machine, 'usr/bin/chromium')],
    isRoot,
    playwrightPath: () => playwright,
    run: (command, args) => {
      runs.push([path.basename(command), ...args]);
      return onRun(args);
    },
    log: (line) => lines.push(line),
    lines,
  };
}

describe('findChromium', () => {
  it('takes CHROME_PATH before everything else', () => {
    program('usr/bin/chromium');
    program('bin1/chromium');
    const chosen = program('opt/chrome/chrome');
    expect(findChromium(fakeProbe({ env: { CHROME_PATH: chosen } }))).toEqual({ path: chosen, source: 'CHROME_PATH' });
  });

  it("takes the system's /usr/bin/chromium before anything on PATH or Playwright's download", () => {
    const system = program('usr/bin/chromium');
    program('bin1/chromium');
    const playwright = program('cache/ms-playwright/chrome');
    expect(findChromium(fakeProbe({ playwright }))?.path).toBe(system);
  });

  it('looks on PATH for chromium, then chromium-browser, then google-chrome, whatever their directories', () => {
    const chrome = program('bin1/google-chrome');
    const browser = program('bin2/chromium-browser');
    expect(findChromium(fakeProbe())?.path).toBe(browser);
    const chromium = program('bin2/chromium');
    expect(findChromium(fakeProbe())?.path).toBe(chromium);
    rmSync(browser);
    rmSync(chromium);
    expect(findChromium(fakeProbe())?.path).toBe(chrome);
  });

  it('passes over files that are not executable', () => {
    program('usr/bin/chromium', 0o644);
    program('bin1/chromium', 0o644);
    expect(findChromium(fakeProbe())).toBeUndefined();
  });

  it("takes Playwright's download last, and only when the file is there", () => {
    const playwright = path.join(machine, 'cache/ms-playwright/chrome');
    expect(findChromium(fakeProbe({ playwright }))).toBeUndefined();
    program('cache/ms-playwright/chrome');
    expect(findChromium(fakeProbe({ playwright }))).toEqual({ path: playwright, source: "Playwright's download" });
  });
});

describe('ensureChromium', () => {
  it('returns what it finds without installing anything', () => {
    const runs = [];
    const system = program('usr/bin/chromium');
    expect(ensureChromium(fakeProbe({ isRoot: true, runs }))).toEqual({ path: system });
    expect(runs).toEqual([]);
  });

  it('says in one line what to install when it is not root, even with apt-get there', () => {
    program('bin1/apt-get');
    const runs = [];
    const probe = fakeProbe({ isRoot: false, runs });
    expect(ensureChromium(probe)).toEqual({ error: cannotInstallLine });
    expect(cannotInstallLine).not.toContain('\n');
    expect(cannotInstallLine).toContain('apt-get install -y chromium');
    expect(cannotInstallLine).toContain('CHROME_PATH');
    expect(runs).toEqual([]);
  });

  it('says the same line as root when there is no apt-get (not Debian)', () => {
    const runs = [];
    expect(ensureChromium(fakeProbe({ isRoot: true, runs }))).toEqual({ error: cannotInstallLine });
    expect(runs).toEqual([]);
  });

  it("installs Debian's chromium as root with apt-get, says so in one line, and returns the installed path", () => {
    program('bin2/apt-get');
    const runs = [];
    const onRun = (args) => {
      if (args[0] === 'install') program('usr/bin/chromium');
      return 0;
    };
    const probe = fakeProbe({ isRoot: true, runs, onRun });
    expect(ensureChromium(probe)).toEqual({ path: path.join(machine, 'usr/bin/chromium') });
    expect(runs).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium'],
    ]);
    expect(probe.lines).toHaveLength(1);
    expect(probe.lines[0]).toMatch(/installing Debian's chromium/);
  });

  it('stops with a line when apt-get fails', () => {
    program('bin1/apt-get');
    const result = ensureChromium(fakeProbe({ isRoot: true, onRun: () => 100 }));
    expect(result.error).toMatch(/^apt-get could not install chromium\./);
  });

  it('stops with a line when CHROME_PATH names no executable', () => {
    program('usr/bin/chromium');
    const missing = path.join(machine, 'nowhere/chrome');
    expect(ensureChromium(fakeProbe({ env: { CHROME_PATH: missing } }))).toEqual({
      error: `CHROME_PATH is ${missing}, but there is no executable file there.`,
    });
  });
});
