import type { SqlResult } from '../src/db/client';

/**
 * True once every mail delivery job is finished (completed, failed or cancelled): from then on
 * no mail can arrive any more, so a test checks "exactly once" without guessing a delay.
 */
export async function mailDeliveriesSettled(
  run: (text: string) => Promise<SqlResult>,
): Promise<boolean> {
  const { rows } = await run(
    `select count(*)::int as n from pgboss.job
     where name = 'mail-deliver' and state not in ('completed', 'failed', 'cancelled')`,
  );
  return rows[0]?.n === 0;
}
