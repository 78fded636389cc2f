import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.ci/out/vitest.json' }]]
      : ['default'],
  },
});
