import { defineConfig } from 'vitest/config';
// With its extension: Vite loads config files without resolving TypeScript paths.
import { slowSuites } from './vitest.config.ts';

/**
 * The suites that start and kill server processes (`npm run test:slow`). They need the local
 * PostgreSQL server (or TEST_DATABASE_URL); the backup tests also use `useTestApp`.
 */
export default defineConfig({
  test: {
    name: 'server-slow',
    include: slowSuites,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
