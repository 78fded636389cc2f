import { type Config, loadConfig } from '../src/config';
import { makeTempDir } from './temp-dirs';

/**
 * A configuration for tests: an in-memory database, a temporary data folder (removed after the
 * file), strict answers and cheap password hashes.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ACADEMY_NAME: 'Academia de Pruebas', LOG_LEVEL: 'silent' });
  return {
    ...base,
    dataDir: makeTempDir('academia-test-'),
    inMemoryDatabase: true,
    checkResponses: true,
    mailRetry: { limit: 5, delaySeconds: 1, backoff: false },
    queuePollingSeconds: 0.5,
    // argon2id's smallest settings: the suite makes and logs in thousands of accounts.
    passwordHashing: { memoryCost: 8, timeCost: 1 },
    ...overrides,
  };
}
