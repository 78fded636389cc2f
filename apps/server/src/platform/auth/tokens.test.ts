import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { generateKey, hashKey } from './tokens';

describe('tokens', () => {
  it('are random 32-byte base64url keys, stored as their SHA-256', () => {
    const a = generateKey();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(generateKey());
    expect(hashKey(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey(a)).toBe(hashKey(a));
  });
});

describe('passwords', () => {
  it('are hashed with argon2id at OWASP cost and verified', async () => {
    const stored = await hashPassword('Una clave larga');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Una clave larga')).toBe(true);
    expect(await verifyPassword(stored, 'una clave larga')).toBe(false);
  });

  it('refuse a missing or malformed hash without throwing', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('no-es-un-hash', 'x')).toBe(false);
  });
});
