import { defineConfig } from 'vitest/config';

// CI adds a JSON report per database, which .ci/summary.mjs adds up.
const report = process.env.TEST_DATABASE_URL ? 'vitest-postgres.json' : 'vitest.json';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: `.ci/out/${report}` }]]
      : ['default'],
  },
});
