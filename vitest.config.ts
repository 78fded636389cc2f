import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// CI adds a JSON report per pass, which .ci/summary.mjs adds up: one per database, and the
// slow suites' own (CI names it through VITEST_REPORT).
const report =
  process.env.VITEST_REPORT ??
  (process.env.TEST_DATABASE_URL ? 'vitest-postgres.json' : 'vitest.json');

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which is half of a 2-core CI machine; its
    // main process mostly waits, so every core gets a test file.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contract',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.slow.config.ts',
      'apps/web',
    ],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: `.ci/out/${report}` }]]
      : ['default'],
  },
});
