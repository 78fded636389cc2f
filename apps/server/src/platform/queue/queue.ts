import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface SendOptions {
  /**
   * Jobs of one queue with the same key never run at the same time, and at most one of them
   * waits to run (a second `send` while one waits answers null).
   */
  singletonKey?: string;
  /** Retries after the first attempt fails. */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff`, the base of an exponential, jittered delay. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Seconds to wait before the job may run. */
  startAfter?: number;
}

/** What a handler knows about the run it is in, e.g. to give up cleanly on the last attempt. */
export interface JobRun {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** A failure now is final: the queue will not retry this job. */
  lastAttempt: boolean;
}

export interface Queue {
  /** Queues a job; answers its id, or null when a job with the same `singletonKey` waits. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name` in this process; a throw fails the attempt (retried). */
  work<T extends object>(
    name: string,
    handler: (data: T, run: JobRun) => Promise<void>,
  ): Promise<void>;
  /** Stops the workers (letting running jobs finish for a while) and refuses further SQL. */
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** Running jobs get this long to finish when the server closes; then they are failed and retried. */
const STOP_TIMEOUT_MS = 10_000;
/** Starting and creating a queue may lose a race with another instance once; then it looks again. */
const ATTEMPTS = 5;

const pause = (attempt: number) => setTimeout(25 + Math.random() * 100 * attempt);

const starting = new WeakMap<Database, Promise<unknown>>();

/**
 * Starts the pg-boss instances of one database object one after the other: on PGlite a failed
 * install script leaves the one connection in an aborted transaction for a moment, failing
 * whatever else runs then. Separate processes on a server are handled by `startBoss`'s retry.
 */
function oneAtATime<T>(database: Database, start: () => Promise<T>): Promise<T> {
  const next = (starting.get(database) ?? Promise.resolve()).catch(() => {}).then(start);
  starting.set(database, next);
  return next;
}

/**
 * Starts pg-boss, installing or migrating its schema when needed. Two servers installing at the
 * same moment can fail in ways pg-boss does not absorb (e.g. both creating the schema); the loser
 * simply starts again with a fresh instance (a failed one cannot be started twice) and finds the
 * schema in place.
 */
async function startBoss(
  database: Database,
  options: PgBoss.ConstructorOptions,
  onError: (err: Error) => void,
): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss(options);
    boss.on('error', onError);
    try {
      return await oneAtATime(database, () => boss.start());
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      await pause(attempt);
    }
  }
}

/** Memoizes an async start, forgetting a failure so that the next call tries again. */
function once<T>(start: () => Promise<T>): {
  get(): Promise<T>;
  current(): Promise<T> | undefined;
} {
  let promise: Promise<T> | undefined;
  return {
    get() {
      if (!promise) {
        const started = start();
        promise = started;
        started.catch(() => {
          if (promise === started) promise = undefined;
        });
      }
      return promise;
    },
    current: () => promise,
  };
}

/**
 * A PostgreSQL-backed job queue (pg-boss) on the app's own database, embedded or server, through
 * `Database`'s SQL functions, so it needs no connection of its own. Building it runs no SQL: the
 * pg-boss schema is installed on the first `send` or `work` (safe when another instance already
 * did, or does so at the same moment). Only a process that calls `work` polls and runs pg-boss's
 * maintenance (expiring jobs stuck after a crash, archiving finished ones); API tests that never
 * send stay free of both.
 */
export async function createQueue(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<Queue> {
  let stopped = false;

  const db: PgBoss.Db = {
    async executeSql(text, values) {
      // Work still in flight when the app closes must not reach a database being closed; a job
      // it leaves 'active' expires and is retried by the next worker.
      if (stopped) return { rows: [] };
      if (values !== undefined) return database.executeSql(text, values);
      // Without values pg-boss sends scripts (schema creation, maintenance in a transaction).
      try {
        return await database.executeScript(text);
      } catch (err) {
        // PGlite keeps its one connection: a script that failed inside BEGIN would leave it in
        // an aborted transaction (a server connection with an error is discarded by the pool).
        if (database.kind === 'pglite') await database.executeScript('ROLLBACK').catch(() => {});
        throw err;
      }
    },
  };

  const common = {
    db,
    schema: SCHEMA,
    migrate: true,
    // Cron schedules are not used: periodic work re-queues itself (see the mail sweeper).
    schedule: false,
    pollingIntervalSeconds: config.queuePollingSeconds,
  } satisfies PgBoss.ConstructorOptions;
  const onError = (err: Error) => log.error({ err }, 'cola de trabajos: error');

  // Sends only: never polls, never maintains.
  const sender = once(() => startBoss(database, { ...common, supervise: false }, onError));
  // Started by the first `work`, after the sender has installed the schema.
  const worker = once(async () => {
    await sender.get();
    return startBoss(database, { ...common, supervise: true }, onError);
  });

  /**
   * pg-boss 10 needs each queue created before use. Two instances creating the same queue at the
   * same moment can deadlock on PostgreSQL (one is rolled back), so a failed attempt looks again.
   */
  const createNamedQueue = async (name: string): Promise<void> => {
    const boss = await sender.get();
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(name)) return;
      try {
        // 'stately': with a singletonKey, at most one job waits and one runs per key.
        await boss.createQueue(name, { name, policy: 'stately' });
        return;
      } catch (err) {
        if (attempt >= ATTEMPTS) throw err;
        await pause(attempt);
      }
    }
  };
  const queues = new Map<string, ReturnType<typeof once<void>>>();
  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = once(() => createNamedQueue(name));
      queues.set(name, created);
    }
    return created.get();
  };

  const localWorkers = new Map<string, string[]>();

  return {
    async send(name, data, options = {}) {
      await ensureQueue(name);
      const boss = await sender.get();
      const id = await boss.send(name, data, {
        ...options,
        // A keyless job gets a key of its own, so the queue's 'stately' policy never merges it.
        singletonKey: options.singletonKey ?? randomUUID(),
      });
      const workerBoss = worker.current();
      if (id && !options.startAfter && workerBoss) {
        // A worker in this process takes the job at once instead of at its next poll.
        const running = await workerBoss;
        for (const workerId of localWorkers.get(name) ?? []) running.notifyWorker(workerId);
      }
      return id;
    },

    async work<T extends object>(name: string, handler: (data: T, run: JobRun) => Promise<void>) {
      await ensureQueue(name);
      const boss = await worker.get();
      const workerId = await boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          const run: JobRun = {
            id: job.id,
            attempt: job.retryCount + 1,
            lastAttempt: job.retryCount >= job.retryLimit,
          };
          try {
            await handler(job.data, run);
          } catch (err) {
            log.warn(
              { err, queue: name, job: job.id, attempt: run.attempt },
              'cola de trabajos: intento fallido',
            );
            throw err;
          }
        },
      );
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
    },

    async stop() {
      if (stopped) return;
      const [senderBoss, workerBoss] = await Promise.all([
        sender.current()?.catch(() => undefined),
        worker.current()?.catch(() => undefined),
      ]);
      await workerBoss?.stop({ close: false, timeout: STOP_TIMEOUT_MS });
      await senderBoss?.stop({ close: false });
      stopped = true;
    },
  };
}
