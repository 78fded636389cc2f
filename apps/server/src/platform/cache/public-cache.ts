import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { type CachedSession, SESSION_TTL_MS } from '../auth/cached-session';

/**
 * What is kept: a call's answer as the exact bytes sent, a rendered page, whose script nonce
 * (new for every answer) is replaced in the HTML when it is sent again, or a signed-in session
 * (decisions/015), dropped by its own tag (`sessionTag`) and kept for `SESSION_TTL_MS` at most.
 */
export type CachedAnswer =
  | { kind: 'json'; body: Buffer }
  | { kind: 'page'; html: string; nonce: string; status: number; headers: [string, string][] }
  | { kind: 'session'; session: Readonly<CachedSession> }
  | { kind: 'value'; value: unknown; bytes: number };

interface Entry {
  answer: CachedAnswer;
  /** The tables whose rows it was made from, and any narrower tag that drops it. */
  tables: readonly string[];
  bytes: number;
}

/**
 * Pages may also show the clock (the footer's year): they are rendered again at least this
 * often, whatever is written.
 */
const PAGE_TTL_MS = 10 * 60 * 1000;

/**
 * The tag of one person's cached sessions. Writes to `tokens` (every sign-in, the hourly
 * `last_used_at`) do not drop sessions: what ends one drops this tag explicitly, on this
 * instance (`noteChanged`) and, through the NOTIFY channel, on the others. A tag has a colon,
 * which no table name has.
 */
export const SESSION_TAG_PREFIX = 'session:';
export const sessionTag = (userId: number): string => `${SESSION_TAG_PREFIX}${userId}`;

function sizeOf(answer: CachedAnswer): number {
  if (answer.kind === 'json') return answer.body.length;
  if (answer.kind === 'session') return 512;
  if (answer.kind === 'value') return answer.bytes;
  // Strings are UTF-16 in memory; the headers are small next to the page.
  return answer.html.length * 2 + 1024;
}

/** What a miss must hand back to `store`: proof of which state of the cache it read under. */
export interface ReadTicket {
  readonly epoch: number;
}

interface WriteScope {
  cache: PublicCache;
  /** Tables this request wrote: they stay uncached until the request (and its commit) ends. */
  tables: Set<string>;
}

const scopes = new AsyncLocalStorage<WriteScope>();

/**
 * The answers of public reads (blog, jobs, certificate data), kept as the serialized bytes the
 * client receives, in an LRU bounded by bytes. Each entry names the tables it was read from;
 * a write to one of them drops every entry that names it.
 *
 * Never stale on this process, by three rules:
 * - A write statement drops its tables' entries before it runs, and, inside a call (a write
 *   scope), keeps those tables uncached until the call has ended, i.e. after its commit, when
 *   they are dropped again.
 * - A read stores its answer only if nothing was invalidated since it began (`epoch`), so an
 *   answer read before a commit can never be stored after it.
 * - While cross-instance invalidation is not known to work (PostgreSQL mode before LISTEN is
 *   established, or after its connection dropped) the cache is empty and bypassed.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTable = new Map<string, Set<string>>();
  /** Tables written by calls still running (count per table). */
  private readonly writing = new Map<string, number>();
  private readonly watched = new Set<string>();
  /** The cached calls by path, with their tables (a page made only of them can be cached). */
  private readonly calls = new Map<string, readonly string[]>();
  private readonly enabled: boolean;
  private epoch = 0;
  private bypassed: boolean;

  /** The time lifetimes are counted in (milliseconds since 1970); tests move it. */
  readonly now: () => number;

  constructor(options: { maxBytes: number; startBypassed: boolean; clock?: () => number }) {
    this.enabled = options.maxBytes > 0;
    this.bypassed = options.startBypassed || options.maxBytes === 0;
    this.now = options.clock ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(options.maxBytes, 1),
      perf: { now: this.now },
      // Read the clock on every lookup: a remembered reading would outlive a test's move.
      ttlResolution: 0,
      sizeCalculation: (entry, key) => entry.bytes + key.length,
      dispose: (entry, key) => {
        for (const table of entry.tables) this.byTable.get(table)?.delete(key);
      },
    });
  }

  /**
   * Declares a cached call: its answers are read from these tables, whose writes are watched.
   * A staff call's answers are not for everyone, so a page whose loaders read one is never
   * cached (a page hit checks nobody): only public calls are listed for `tablesOfCall`.
   */
  watch(path: string, tables: readonly string[], readers: 'everyone' | 'staff' = 'everyone'): void {
    if (readers === 'everyone') this.calls.set(path, tables);
    this.watchTables(tables);
  }

  /** Declares tables whose writes drop entries, for entries that are not a call's answer. */
  watchTables(tables: readonly string[]): void {
    for (const table of tables) this.watched.add(table);
  }

  /** The tables of the cached call at this API path (query and trailing slash ignored). */
  tablesOfCall(apiPath: string): readonly string[] | undefined {
    const path = apiPath.split('?', 1)[0] ?? '';
    return this.calls.get(path.endsWith('/') ? path : `${path}/`);
  }

  watchedTables(): string[] {
    return [...this.watched].sort();
  }

  isWatched(table: string): boolean {
    return this.watched.has(table);
  }

  get(key: string): CachedAnswer | undefined {
    if (this.bypassed) return undefined;
    const entry = this.entries.get(key);
    if (!entry || this.isBeingWritten(entry.tables)) return undefined;
    return entry.answer;
  }

  /** Taken before a miss reads the database. */
  ticket(): ReadTicket {
    return { epoch: this.epoch };
  }

  store(key: string, tables: readonly string[], answer: CachedAnswer, ticket: ReadTicket): void {
    if (this.bypassed || ticket.epoch !== this.epoch || this.isBeingWritten(tables)) return;
    const ttl =
      answer.kind === 'page' ? PAGE_TTL_MS : answer.kind === 'session' ? SESSION_TTL_MS : undefined;
    this.entries.set(key, { answer, tables, bytes: sizeOf(answer) }, { ttl });
    for (const table of tables) {
      let keys = this.byTable.get(table);
      if (!keys) {
        keys = new Set();
        this.byTable.set(table, keys);
      }
      keys.add(key);
    }
  }

  /** Drops every answer read from any of `tables` (or tagged with any of these tags). */
  invalidate(tables: Iterable<string>): void {
    this.epoch++;
    for (const table of tables) {
      const keys = this.byTable.get(table);
      if (!keys) continue;
      this.byTable.delete(table);
      for (const key of keys) this.entries.delete(key);
    }
  }

  /**
   * A write statement on watched tables is about to run. Inside a call, the tables stay
   * uncached until `runWriteScope` ends; outside one (start-up, tests' fixtures, a queue
   * worker) the commit's NOTIFY, or the statement's own completion, drops them again.
   */
  noteWrite(tables: readonly string[]): void {
    const relevant = tables.filter((t) => this.watched.has(t));
    if (relevant.length > 0) this.noteChanged(relevant);
  }

  /**
   * What entries with these tables or tags were read from is about to change (a write
   * statement, or a session about to end): drops them now and, inside a call, keeps them
   * uncached until the call has ended (committed), when they are dropped again.
   */
  noteChanged(relevant: readonly string[]): void {
    this.invalidate(relevant);
    const scope = scopes.getStore();
    if (scope?.cache !== this) return;
    for (const table of relevant) {
      if (scope.tables.has(table)) continue;
      scope.tables.add(table);
      this.writing.set(table, (this.writing.get(table) ?? 0) + 1);
    }
  }

  /** Runs one call; the tables it writes are dropped once more when it has ended (committed). */
  async runWriteScope<T>(work: () => Promise<T>): Promise<T> {
    const scope: WriteScope = { cache: this, tables: new Set() };
    try {
      return await scopes.run(scope, work);
    } finally {
      if (scope.tables.size > 0) {
        this.invalidate(scope.tables);
        for (const table of scope.tables) {
          const left = (this.writing.get(table) ?? 1) - 1;
          if (left === 0) this.writing.delete(table);
          else this.writing.set(table, left);
        }
      }
    }
  }

  /** Invalidation from other instances is not reaching us: forget everything, cache nothing. */
  suspend(): void {
    this.bypassed = true;
    this.clear();
  }

  /** Invalidation works again; what was missed meanwhile is unknown, so start empty. */
  resume(): void {
    this.clear();
    this.bypassed = !this.enabled;
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byTable.clear();
  }

  get isBypassed(): boolean {
    return this.bypassed;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private isBeingWritten(tables: readonly string[]): boolean {
    if (this.writing.size === 0) return false;
    return tables.some((t) => this.writing.has(t));
  }
}
