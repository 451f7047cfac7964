// Where `npm start` builds the web app when there is none: exactly the directory the server will serve.
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildCommands } from './ensure-build.mjs';

it('builds into WEB_DIST_DIR as the server resolves it, not relative to the Vite root (src/web)', () => {
  const [vite, compress] = buildCommands('dist/web');
  const outDir = path.resolve('dist/web');
  expect(vite).toEqual([
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]);
  expect(compress).toEqual(['scripts/compress-build.mjs', outDir]);
});
