import { isIPv6 } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rate_limits } from '../../db/schema/index';
import { rowsOf } from '../db/rows-of';
import { AppError } from '../errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed and nothing to wait for). */
  retryAfterSeconds: number;
}

/** One write in this many also sweeps expired windows, so the table stays small without a job. */
const SWEEP_EVERY = 200;

/**
 * Counts one event for `key` in a fixed window of `windowSeconds` and says whether it is within
 * `max`. One atomic upsert on the shared `rate_limits` table: every server instance sees the same
 * counters, concurrent requests cannot both take the last slot, and the database clock decides
 * when a window ends.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const windowEnd = sql`now() + ${windowSeconds}::int * interval '1 second'`;
  const expired = sql`${rate_limits.reset_at} <= now()`;
  const [row] = await db
    .insert(rate_limits)
    .values({ key, count: 1, reset_at: windowEnd })
    .onConflictDoUpdate({
      target: rate_limits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rate_limits.count} + 1 end`,
        reset_at: sql`case when ${expired} then excluded.reset_at else ${rate_limits.reset_at} end`,
      },
    })
    .returning({
      count: rate_limits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rate_limits.reset_at} - now())))::int`,
    });
  if (Math.random() * SWEEP_EVERY < 1) await sweepExpired(db);
  const count = Number(row?.count ?? 1);
  const allowed = count <= max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row?.retryAfter ?? 1)) };
}

/** Forgets a key's window, e.g. the failed logins of a username once the right password came. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Gives back one event, e.g. an address's login attempt that turned out to be successful. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`,
  );
}

async function sweepExpired(db: Db): Promise<void> {
  await db.execute(sql`
    delete from rate_limits where key in (
      select key from rate_limits where reset_at < now() limit 1000)`);
}

/** A 429 that knows when to try again, so the route can send `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * home or server is given a whole /64, so counting single addresses would let it change address
 * at every try). An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 one.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface AttemptPacing {
  /** Attempts allowed back to back before any wait. */
  free: number;
  /** The longest wait between two attempts, in seconds. */
  maxDelaySeconds: number;
  /** Quiet time after which the attempts are forgotten. */
  forgetSeconds: number;
}

/**
 * Counts one attempt for `key` and says whether it may go ahead. The first `free` attempts
 * pass at once; after that each must wait 1, 2, 4… seconds (up to `maxDelaySeconds`) since the
 * previous one. A refused attempt is not counted, so waiting is never made longer by trying.
 * One atomic upsert: parallel attempts queue on the row and each sees the previous one's wait.
 * The row keeps the time the next attempt is allowed plus `forgetSeconds` as its `reset_at`,
 * so the shared sweep forgets it only after that quiet time.
 */
export async function consumePacedAttempt(
  db: Db,
  key: string,
  pacing: AttemptPacing,
): Promise<RateLimitResult> {
  const forget = sql`${pacing.forgetSeconds}::int * interval '1 second'`;
  const next = sql`(case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end)`;
  const delay = (count: SQL) =>
    sql`(case when ${count} < ${pacing.free}::int then 0
         else least(${pacing.maxDelaySeconds}::int, power(2, ${count} - ${pacing.free}::int)) end)
         * interval '1 second'`;
  const counted = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${forget} + ${delay(sql`1`)})
    on conflict (key) do update set count = ${next}, reset_at = now() + ${forget} + ${delay(next)}
    where rate_limits.count < ${pacing.free}::int or rate_limits.reset_at - ${forget} <= now()
    returning count`);
  if (rowsOf<{ count: number }>(counted).length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const waiting = await db.execute(sql`
    select ceil(extract(epoch from (reset_at - ${forget} - now())))::int as wait
    from rate_limits where key = ${key}`);
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Number(rowsOf<{ wait: number }>(waiting)[0]?.wait ?? 1)),
  };
}

/** Forgets every key that starts with `prefix`, e.g. an account's attempts from every address. */
export async function resetRateLimitsStartingWith(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where left(key, ${prefix.length}::int) = ${prefix}`);
}
