// `npm start` on a fresh clone: build the web app once when there is no build yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/web/index.html')) {
  console.log('No web build found: building it once (npm run build)...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/compress-build.mjs', 'dist/web'], { stdio: 'inherit' });
}
