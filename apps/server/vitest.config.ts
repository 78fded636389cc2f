import { defineConfig } from 'vitest/config';

/**
 * Suites that start server processes (crash, scale-out, shutdown, backup, the embedded lock):
 * minutes of wall time, so `npm run test:slow` runs them apart (vitest.slow.config.ts).
 */
export const slowSuites = [
  'src/reliability/**/*.test.ts',
  'src/shutdown.test.ts',
  'src/cli/backup.test.ts',
  'src/db/embedded-lock.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: slowSuites,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    // A worker keeps its modules from one file to the next: evaluating the server's module graph
    // (and compiling PGlite) again for each of some 80 files cost about 4 CPU-seconds a file,
    // half of the suite's time (docs/decisions/021-ci-time.md). Each file still builds its own app
    // on its own database; no test here mocks modules or leaves globals behind.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
