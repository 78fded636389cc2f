import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PublicCache } from './platform/cache/public-cache';
import type { InFlight } from './platform/http/in-flight';
import type { MailService } from './platform/mail/mail.service';
import type { Queue } from './platform/queue/queue';
import type { Storage } from './platform/storage/storage.service';

/** What every service receives: the app's shared resources, never module state of its own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  queue: Queue;
  mail: MailService;
  storage: Storage;
  /** Answers of public reads, dropped on every write to the tables they come from. */
  cache: PublicCache;
  /** Calls still running: a shutdown waits for them before the database closes. */
  inFlight: InFlight;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
