import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, resetDatabase } from '../../../test/helper';
import { testConfig } from '../../../test/test-config';
import type { Database } from '../../db/client';
import { createQueue, type JobRun, type Queue } from './queue';

const log = Fastify({ logger: { level: 'silent' } }).log;
const config = testConfig();

let database: Database;
let drop: () => Promise<void>;
const open: Queue[] = [];

/** pg-boss's state of a job: a finished one (completed, failed) never runs again. */
async function jobState(id: string | null): Promise<unknown> {
  const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
  return rows[0]?.state;
}

async function newQueue(db: Database = database): Promise<Queue> {
  const queue = await createQueue(db, config, log);
  open.push(queue);
  return queue;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
beforeEach(async () => {
  await resetDatabase(database);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop()));
});
afterAll(async () => {
  await drop();
});

describe('job queue', () => {
  it('runs no SQL until it is used', async () => {
    const calls: string[] = [];
    const spy: Database = {
      ...database,
      executeSql: (text, values) => {
        calls.push(text);
        return database.executeSql(text, values);
      },
      executeScript: (text) => {
        calls.push(text);
        return database.executeScript(text);
      },
    };
    const queue = await newQueue(spy);
    await queue.stop();
    expect(calls).toEqual([]);
  });

  it('delivers a sent job to a worker', async () => {
    const queue = await newQueue();
    const seen: { n: number }[] = [];
    await queue.work<{ n: number }>('prueba', async (data) => {
      seen.push(data);
    });
    const id = await queue.send('prueba', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(() => expect(seen).toEqual([{ n: 7 }]), { timeout: 5000, interval: 50 });
  });

  it('retries a job whose handler throws, and says which attempt is the last', async () => {
    const queue = await newQueue();
    const runs: JobRun[] = [];
    await queue.work('falla', async (_data, run) => {
      runs.push(run);
      if (run.attempt < 2) throw new Error('todavía no');
    });
    const id = await queue.send('falla', {}, { retryLimit: 2, retryDelay: 0 });
    // Succeeded on the second attempt: the job is finished, so no third one can come.
    await vi.waitFor(async () => expect(await jobState(id)).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(runs.map((r) => [r.attempt, r.lastAttempt])).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it('stops retrying after the limit, flagging the last attempt', async () => {
    const queue = await newQueue();
    const runs: JobRun[] = [];
    await queue.work('siempre-falla', async (_data, run) => {
      runs.push(run);
      throw new Error('falla siempre');
    });
    const id = await queue.send('siempre-falla', {}, { retryLimit: 1, retryDelay: 0 });
    await vi.waitFor(async () => expect(await jobState(id)).toBe('failed'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(runs.map((r) => r.lastAttempt)).toEqual([false, true]);
  });

  it('keeps one waiting job per singleton key, and honours startAfter', async () => {
    const queue = await newQueue();
    const first = await queue.send('unico', { n: 1 }, { singletonKey: 'k', startAfter: 60 });
    const second = await queue.send('unico', { n: 2 }, { singletonKey: 'k' });
    const other = await queue.send('unico', { n: 3 }, { singletonKey: 'otra', startAfter: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    const seen: unknown[] = [];
    await queue.work('unico', async (data) => {
      seen.push(data);
    });
    // A job due now, sent last, is delivered: the worker has looked, and left the later ones.
    await queue.send('unico', { n: 4 }, { singletonKey: 'ya' });
    await vi.waitFor(() => expect(seen).toContainEqual({ n: 4 }), { timeout: 5000, interval: 50 });
    expect(seen).toEqual([{ n: 4 }]);
  });

  it('lets two server instances install, send and work on one database at once (scale-out)', async () => {
    await database.executeSql('drop schema if exists pgboss cascade');
    // On a server the second instance is another client, so the two installs really race; an
    // embedded database belongs to one process, where starts are serialized.
    const other = database.kind === 'postgres' ? { ...database } : database;
    const [a, b] = await Promise.all([newQueue(), newQueue(other)]);
    const seen: string[] = [];
    await Promise.all([
      a.work<{ by: string }>('compartida', async (data) => {
        seen.push(`a:${data.by}`);
      }),
      b.work<{ by: string }>('compartida', async (data) => {
        seen.push(`b:${data.by}`);
      }),
    ]);
    await Promise.all([a.send('compartida', { by: 'a' }), b.send('compartida', { by: 'b' })]);
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 5000, interval: 50 });
    expect(seen.map((s) => s.split(':')[1]).sort()).toEqual(['a', 'b']);
  });
});
