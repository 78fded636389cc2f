import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config';

/** A configuration for tests: an in-memory database, a temporary data folder, strict answers. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ACADEMY_NAME: 'Academia de Pruebas', LOG_LEVEL: 'silent' });
  return {
    ...base,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'academia-test-')),
    inMemoryDatabase: true,
    checkResponses: true,
    mailRetry: { limit: 5, delaySeconds: 1, backoff: false },
    queuePollingSeconds: 0.5,
    ...overrides,
  };
}
