import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs';

// Registered before the file's own hooks, so it runs after them: the app is closed by then.
afterAll(removeTempDirs);
