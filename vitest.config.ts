import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const shared: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['src/server/test/global-setup.ts'],
  pool: 'forks',
  // Each worker imports the app once and runs its files one after another: re-importing Fastify, Drizzle and the
  // whole server for each of 120 files was two thirds of the suite's time (docs/decisions/028-ci-time.md).
  // Files still get their own database and app (server/test/app.ts), and no file mocks modules, which is what
  // would leak between files of one worker.
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves a core free; the tests are CPU-bound (PGlite runs in the worker), so use them all.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...shared,
          name: 'api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.attack.test.ts', '**/node_modules/**'],
        },
      },
      // The attacks of issue 25 assert that the health check answers within 200 ms while each runs: a bound on the
      // server, not on the machine, so they run after everything else, alone, not beside a file that fills the cores.
      {
        test: { ...shared, name: 'attacks', include: ['src/**/*.attack.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
