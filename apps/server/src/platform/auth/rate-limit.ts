import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rate_limits } from '../../db/schema/index';
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
