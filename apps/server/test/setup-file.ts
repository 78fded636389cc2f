import { afterAll, beforeAll } from 'vitest';
import { OWASP_PASSWORD_HASHING, usePasswordHashing } from '../src/platform/auth/passwords';
import { removeTempDirs } from './temp-dirs';

// A worker runs file after file in one process (isolate: false in vitest.config.ts): each file
// starts from the process-wide settings a fresh process has, whatever the previous file chose.
beforeAll(() => usePasswordHashing(OWASP_PASSWORD_HASHING));

// Registered before the file's own hooks, so it runs after them: the app is closed by then.
afterAll(removeTempDirs);
