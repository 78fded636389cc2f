import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, resetDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { addressKey, consumeRateLimit, refundRateLimit, resetRateLimit } from './rate-limit';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
beforeEach(() => resetDatabase(database));
afterAll(() => drop?.());

describe('consumeRateLimit', () => {
  it('allows max events in a window, then refuses with the seconds left', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, 'k', 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit(database.db, 'otra', 3, 60)).allowed).toBe(true);
  });

  it('starts a new window once the old one ends', async () => {
    await consumeRateLimit(database.db, 'k', 1, 60);
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(false);
    // The database clock decides: the window is moved into the past instead of waiting it out.
    await database.executeSql(
      "update rate_limits set reset_at = now() - interval '1 second' where key = 'k'",
    );
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(false);
  });

  it('counts concurrent events exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(database.db, 'k', 5, 60)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('forgets a key on reset and gives one event back on refund', async () => {
    await consumeRateLimit(database.db, 'k', 1, 60);
    await resetRateLimit(database.db, 'k');
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(true);
    await refundRateLimit(database.db, 'k');
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, 'k', 1, 60)).allowed).toBe(false);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 address by its /64 and an IPv4 one as it is', () => {
    const sixSignUps = [1, 2, 3, 4, 5, 6].map((n) => addressKey(`2001:db8:1:1::${n}`));
    expect(new Set(sixSignUps)).toEqual(new Set(['2001:db8:1:1::/64']));
    expect(addressKey('2001:0db8:0001:0001:ffff:0:0:1')).toBe('2001:db8:1:1::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });
});
