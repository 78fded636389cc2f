import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../auth/cached-session';
import {
  CACHE_CHANNEL,
  type ListenConnection,
  listenForInvalidations,
} from './invalidation-listener';
import { PublicCache, sessionTag } from './public-cache';

const body = (text: string) => Buffer.from(text);

function newCache(maxBytes = 1024 * 1024) {
  const cache = new PublicCache({ maxBytes, startBypassed: false });
  cache.watch('/api/getJobs/', ['jobs']);
  cache.watch('/api/getArticulos/', ['articulos']);
  return cache;
}

function fill(cache: PublicCache, key: string, tables: string[], text = key) {
  cache.store(key, tables, { kind: 'json', body: body(text) }, cache.ticket());
}

function read(cache: PublicCache, key: string): string | undefined {
  const answer = cache.get(key);
  return answer?.kind === 'json' ? answer.body.toString() : undefined;
}

describe('PublicCache', () => {
  it("watches a staff call's tables but never lets a page be cached from its answer", () => {
    const cache = newCache();
    cache.watch('/api/getVacantes/', ['vacantes_analizadas'], 'staff');
    expect(cache.isWatched('vacantes_analizadas')).toBe(true);
    expect(cache.tablesOfCall('/api/getVacantes/?page=1')).toBeUndefined();
    expect(cache.tablesOfCall('/api/getJobs/?page=1')).toEqual(['jobs']);
  });

  it('drops exactly the answers read from a written table', () => {
    const cache = newCache();
    fill(cache, 'jobs', ['jobs']);
    fill(cache, 'blog', ['articulos']);
    cache.noteWrite(['jobs']);
    expect(cache.get('jobs')).toBeUndefined();
    expect(read(cache, 'blog')).toBe('blog');
  });

  it('never stores an answer read before an invalidation', () => {
    const cache = newCache();
    const ticket = cache.ticket();
    cache.invalidate(['jobs']);
    cache.store('jobs', ['jobs'], { kind: 'json', body: body('antes') }, ticket);
    expect(cache.get('jobs')).toBeUndefined();
  });

  it('keeps a table uncached while a call that wrote it is still running', async () => {
    const cache = newCache();
    let release: () => void = () => {};
    const call = cache.runWriteScope(async () => {
      cache.noteWrite(['jobs']);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    // A read during the write (before its commit) must not be kept past the commit.
    fill(cache, 'jobs', ['jobs'], 'leído antes del commit');
    expect(cache.get('jobs')).toBeUndefined();
    fill(cache, 'blog', ['articulos']);
    expect(read(cache, 'blog')).toBe('blog');
    release();
    await call;
    fill(cache, 'jobs', ['jobs'], 'después');
    expect(read(cache, 'jobs')).toBe('después');
  });

  it('knows the cached calls by path, with or without the trailing slash', () => {
    const cache = newCache();
    expect(cache.tablesOfCall('/api/getJobs?x=1')).toEqual(['jobs']);
    expect(cache.tablesOfCall('/api/getJobs/')).toEqual(['jobs']);
    expect(cache.tablesOfCall('/api/getTipo/')).toBeUndefined();
  });

  it('treats a write to an unwatched table as nothing to do', () => {
    const cache = newCache();
    fill(cache, 'jobs', ['jobs']);
    cache.noteWrite(['tokens']);
    expect(read(cache, 'jobs')).toBe('jobs');
  });

  it('evicts the least recently used answers beyond its byte limit', () => {
    const cache = newCache(100);
    fill(cache, 'a', ['jobs'], 'x'.repeat(40));
    fill(cache, 'b', ['jobs'], 'y'.repeat(40));
    cache.get('a');
    fill(cache, 'c', ['jobs'], 'z'.repeat(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
  });

  it('caches nothing while suspended, and starts empty when resumed', () => {
    const cache = newCache();
    fill(cache, 'jobs', ['jobs']);
    cache.suspend();
    expect(cache.get('jobs')).toBeUndefined();
    fill(cache, 'jobs', ['jobs']);
    expect(cache.size.entries).toBe(0);
    cache.resume();
    expect(cache.get('jobs')).toBeUndefined();
    fill(cache, 'jobs', ['jobs']);
    expect(read(cache, 'jobs')).toBe('jobs');
  });
});

class FakeConnection extends EventEmitter implements ListenConnection {
  listening = false;
  constructor(private readonly fails: boolean) {
    super();
  }
  async connect() {
    if (this.fails) throw new Error('ECONNREFUSED');
  }
  async query(text: string) {
    this.listening = text === `LISTEN ${CACHE_CHANNEL}`;
  }
  async end() {
    this.emit('end');
  }
}

const silentLog = { warn() {} } as unknown as FastifyBaseLogger;

describe('cached sessions', () => {
  const user = {
    id: 7,
    unique_id: 'u7',
    tipo: 1,
    is_staff: false,
    email: 'ana@prueba.test',
    first_name: 'Ana',
    last_name: 'Ruiz',
    role: 'student' as const,
    tokenId: 3,
  };
  const session = (cache: PublicCache, key: string, userId = 7) =>
    cache.store(
      key,
      ['users', sessionTag(userId)],
      {
        kind: 'session',
        session: { user, lastUsedAt: new Date(0), validUntil: Number.POSITIVE_INFINITY },
      },
      cache.ticket(),
    );

  it('keeps a session for its lifetime by the cache clock, then forgets it', () => {
    let time = 1_000_000;
    const cache = new PublicCache({
      maxBytes: 1024 * 1024,
      startBypassed: false,
      clock: () => time,
    });
    session(cache, 'session a');
    time += SESSION_TTL_MS;
    expect(cache.get('session a')?.kind).toBe('session');
    time += 1;
    expect(cache.get('session a')).toBeUndefined();
  });

  it("drops one person's sessions by their tag, uncached until the call that ends them ends", async () => {
    const cache = newCache();
    cache.watchTables(['users']);
    session(cache, 'session a');
    session(cache, 'session b', 8);
    cache.noteWrite(['tokens']);
    expect(cache.get('session a')).toBeDefined();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ending = cache.runWriteScope(async () => {
      cache.noteChanged([sessionTag(7)]);
      await held;
    });
    expect(cache.get('session a')).toBeUndefined();
    session(cache, 'session a');
    expect(cache.get('session a')).toBeUndefined();
    expect(cache.get('session b')).toBeDefined();
    release();
    await ending;
    session(cache, 'session a');
    expect(cache.get('session a')).toBeDefined();
    cache.noteWrite(['users']);
    expect(cache.get('session a')).toBeUndefined();
    expect(cache.get('session b')).toBeUndefined();
  });
});

describe('invalidation listener', () => {
  it('drops the table a NOTIFY names', async () => {
    const cache = new PublicCache({ maxBytes: 1024, startBypassed: true });
    const connection = new FakeConnection(false);
    const listener = await listenForInvalidations(
      'postgres://x',
      cache,
      silentLog,
      () => connection,
    );
    expect(connection.listening).toBe(true);
    fill(cache, 'jobs', ['jobs']);
    fill(cache, 'blog', ['articulos']);
    connection.emit('notification', { channel: CACHE_CHANNEL, payload: 'jobs', processId: 1 });
    expect(cache.get('jobs')).toBeUndefined();
    expect(cache.get('blog')).toBeDefined();
    await listener.close();
  });

  it('empties and bypasses the cache while its connection is down, until it is back', async () => {
    const cache = new PublicCache({ maxBytes: 1024, startBypassed: true });
    const first = new FakeConnection(false);
    const connections = [first, new FakeConnection(true)];
    const reconnected = new FakeConnection(false);
    const listener = await listenForInvalidations(
      'postgres://x',
      cache,
      silentLog,
      () => connections.shift() ?? reconnected,
    );
    expect(cache.isBypassed).toBe(false);
    fill(cache, 'jobs', ['jobs']);

    first.emit('error', new Error('terminating connection due to administrator command'));
    expect(cache.isBypassed).toBe(true);
    expect(cache.get('jobs')).toBeUndefined();

    // One failed attempt, then the second reconnect succeeds.
    await expect.poll(() => reconnected.listening, { timeout: 5000 }).toBe(true);
    expect(cache.isBypassed).toBe(false);
    await listener.close();
    expect(cache.isBypassed).toBe(true);
  });
});
