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
    await queue.send('falla', {}, { retryLimit: 2, retryDelay: 0 });
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect(runs.map((r) => [r.attempt, r.lastAttempt])).toEqual([
      [1, false],
      [2, false],
    ]);
    // Succeeded on the second attempt: no third one comes.
    await new Promise((r) => setTimeout(r, 1200));
    expect(runs).toHaveLength(2);
  });

  it('stops retrying after the limit, flagging the last attempt', async () => {
    const queue = await newQueue();
    const runs: JobRun[] = [];
    await queue.work('siempre-falla', async (_data, run) => {
      runs.push(run);
      throw new Error('falla siempre');
    });
    await queue.send('siempre-falla', {}, { retryLimit: 1, retryDelay: 0 });
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect(runs.map((r) => r.lastAttempt)).toEqual([false, true]);
    await new Promise((r) => setTimeout(r, 1200));
    expect(runs).toHaveLength(2);
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
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual([]);
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
