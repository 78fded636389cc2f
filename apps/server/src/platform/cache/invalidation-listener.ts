import type { EventEmitter } from 'node:events';
import { getTableName } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { tokens } from '../../db/schema/index';
import { type PublicCache, SESSION_TAG_PREFIX } from './public-cache';

/** The channel on which every committed write to a cached table is announced. */
export const CACHE_CHANNEL = 'academia_public_cache';
const NOTIFY_FUNCTION = 'academia_public_cache_notify';
const TRIGGER = 'academia_public_cache_notify';
const SESSION_FUNCTION = 'academia_session_notify';
const SESSION_TRIGGER = 'academia_session_notify';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Statement-level triggers that NOTIFY the table's name. PostgreSQL delivers a NOTIFY only when
 * its transaction commits (never for a rolled-back one), to every listening session of every
 * instance, and for any writer: this server, another instance, a CLI, a restore. Installed at
 * start (idempotent, under an advisory lock so instances starting together do not race),
 * because the list of cached tables is declared by the calls in code.
 */
export async function installNotifyTriggers(database: Database, tables: string[]): Promise<void> {
  const triggers = tables.map(
    (table) =>
      `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ` +
      `ON ${quote(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${NOTIFY_FUNCTION}();`,
  );
  const watched = tables.map((table) => `'${table.replaceAll("'", "''")}'`).join(', ');
  // A table no longer watched keeps no trigger: `tokens` had one until sessions got their own
  // tag, and it would still make every sign-in reach every instance.
  const dropUnwatched = `DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = '${TRIGGER}' AND c.relnamespace = current_schema()::regnamespace
      AND c.relname <> ALL (ARRAY[${watched}]::text[])
  LOOP EXECUTE format('DROP TRIGGER ${TRIGGER} ON %I', t.relname); END LOOP;
END $$;`;
  await database.executeScript(
    [
      'BEGIN;',
      `SELECT pg_advisory_xact_lock(hashtext('${NOTIFY_FUNCTION}'));`,
      `CREATE OR REPLACE FUNCTION ${NOTIFY_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CACHE_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END $$;`,
      ...triggers,
      dropUnwatched,
      ...sessionTriggers(),
      'COMMIT;',
    ].join('\n'),
  );
}

/**
 * One person's cached sessions end on every instance when a token of theirs is revoked,
 * expired or moved, or deleted, by any writer: a row trigger NOTIFYs their tag
 * (`sessionTag`). A sign-in (an insert) and the hourly `last_used_at` update notify nothing.
 * Identical notifications of one transaction reach the listeners once.
 */
function sessionTriggers(): string[] {
  return [
    `CREATE OR REPLACE FUNCTION ${SESSION_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CACHE_CHANNEL}', '${SESSION_TAG_PREFIX}' || OLD.user_id);
  RETURN NULL;
END $$;`,
    `CREATE OR REPLACE TRIGGER ${SESSION_TRIGGER} AFTER UPDATE OF revoked_at, expires_at, user_id ` +
      `OR DELETE ON ${quote(getTableName(tokens))} FOR EACH ROW EXECUTE FUNCTION ${SESSION_FUNCTION}();`,
  ];
}

/** The part of `pg.Client` the listener uses (tests pass a connection they can break). */
export interface ListenConnection extends EventEmitter {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<unknown>;
}

export interface InvalidationListener {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * One dedicated connection LISTENing on the cache channel (a pooled connection would lose the
 * subscription when returned). Each notification drops the named table's answers. While the
 * connection is down, notifications are lost, so the cache is emptied and bypassed until it is
 * back (reconnecting with backoff), then starts empty.
 */
export async function listenForInvalidations(
  connectionString: string,
  cache: PublicCache,
  log: FastifyBaseLogger,
  newConnection: () => ListenConnection = () => new pg.Client({ connectionString }),
): Promise<InvalidationListener> {
  let client: ListenConnection | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (current: ListenConnection, reason: string) => {
    if (client !== current) return;
    client = undefined;
    cache.suspend();
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (closed) return;
    log.warn(
      `Caché pública desactivada: se perdió la conexión de invalidación (${reason}); reintentando`,
    );
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    timer = undefined;
    const next = newConnection();
    client = next;
    next.on('error', (err) => lost(next, err.message));
    next.on('end', () => lost(next, 'conexión cerrada'));
    next.on('notification', (message: pg.Notification) => {
      if (message.channel === CACHE_CHANNEL && message.payload) {
        cache.invalidate([message.payload]);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      lost(next, err instanceof Error ? err.message : String(err));
      return;
    }
    if (client !== next) return;
    retryMs = RETRY_MIN_MS;
    cache.resume();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      cache.suspend();
      await current?.end().catch(() => {});
    },
  };
}
