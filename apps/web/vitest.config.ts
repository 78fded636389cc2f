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
    // Mantine's first render in jsdom takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
  },
});
