import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take several times longer than any other (the hostile-input sweep sends thousands
 * of requests in one test). Started last, such a file keeps one core busy alone at the end of
 * the run; started first, the other core works through the rest beside it.
 */
const LONGEST = ['apps/server/src/security/hostile-input.test.ts'];

/**
 * Vitest's order (failed first, then longest by the last run's times, or largest file on a fresh
 * clone, which has no times), with the known longest files in front.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) =>
      LONGEST.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}

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
    sequence: { sequencer: LongestFirst },
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
