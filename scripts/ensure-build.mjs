// `npm start` on a fresh clone: build the web app once when there is no build yet, into the directory the server
// will serve (WEB_DIST_DIR, default dist/web).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The commands that build into `webDistDir`. The directory is made absolute here: Vite resolves a relative --outDir
 * against its root (src/web), not against the directory the server reads.
 */
export function buildCommands(webDistDir) {
  const outDir = path.resolve(webDistDir);
  return [
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    ['scripts/compress-build.mjs', outDir],
  ];
}

export function ensureBuild(webDistDir = process.env.WEB_DIST_DIR || 'dist/web') {
  if (existsSync(path.join(webDistDir, 'index.html'))) return;
  console.log(`No web build found in ${webDistDir}: building it once...`);
  for (const args of buildCommands(webDistDir)) execFileSync(process.execPath, args, { stdio: 'inherit' });
}

// Run directly (`node scripts/ensure-build.mjs`), it builds; imported (scripts/start.mjs), it waits to be called.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBuild();
