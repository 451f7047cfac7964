// `npm start`: one Node process that builds the web app if needed and then runs the server in itself (tsx's register
// API compiles the TypeScript as it loads). No `tsx` CLI in between, which would be a second process: a supervisor's
// SIGTERM, forwarded by npm, reaches the server's own shutdown (src/server/main.ts). The package.json script says
// `exec` because Debian's /bin/sh (dash) would otherwise stay between npm and node and die on the signal alone.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

// The server reads .env too; loading it here first lets WEB_DIST_DIR from .env choose where the build goes.
if (existsSync('.env')) process.loadEnvFile('.env');
ensureBuild();
register();
await import('../src/server/main.ts');
