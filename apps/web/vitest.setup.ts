import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` waits for an element: one second is too short for Mantine's first render on a busy
// 2-core machine, and waiting longer costs nothing when the element comes sooner.
configure({ asyncUtilTimeout: 10_000 });

// Files share a worker's document and globals (`isolate: false` in vitest.config.ts): what one
// test rendered, stubbed or stored must not reach the next, in its file or the next file.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  // Files on the node environment (the build tools) have no storage.
  globalThis.localStorage?.clear();
});
