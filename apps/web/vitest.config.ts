import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// A config of its own, without the React Router plugin, which only works inside `react-router`.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A worker keeps its modules and its document from one file to the next: a new jsdom and a
    // new import of Mantine and React for each of some 30 files took 56 CPU-seconds of the
    // project's 61 (docs/decisions/021-ci-time.md). The setup file empties the document and
    // puts back what a test stubbed after every test.
    isolate: false,
    // Mantine's first render in jsdom takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
  },
});
