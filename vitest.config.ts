import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
    // Each worker imports the app once and runs its files one after another: re-importing Fastify, Drizzle and the
    // whole server for each of 120 files was two thirds of the suite's time (docs/decisions/028-ci-time.md).
    // Files still get their own database and app (server/test/app.ts), and no file mocks modules, which is what
    // would leak between files of one worker.
    isolate: false,
    // Vitest's default leaves a core free; the tests are CPU-bound (PGlite runs in the worker), so use them all.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
