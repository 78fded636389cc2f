import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many statements one connection keeps prepared. Drizzle writes a handful of texts per
 * call, so a few hundred cover the whole product; lists of ids (`in ($1, $2, ...)`) make new
 * texts, and past this bound they simply run unprepared instead of growing the server's memory.
 */
export const MAX_PREPARED_PER_CONNECTION = 1000;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A node-postgres client that prepares every parameterised statement once per connection, by a
 * name derived from its text (decisions/015). PostgreSQL then plans the hot calls' statements
 * once and reuses the plan, as JDBC drivers and postgres.js do: planning was two thirds of the
 * database's CPU for the student calls (`bench/RESULTS.md`). Statements without parameters
 * (scripts, `begin`, DDL) keep the simple protocol, which allows several commands in one text.
 */
export const AutoPreparingClient: typeof pg.Client = class AutoPreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // The overloads of pg's `query` are many; this one only adds a name and passes them through.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const named = this.withName(config, values);
    if (named !== undefined) args[0] = named;
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }

  private withName(config: unknown, values: unknown): QueryConfigLike | undefined {
    const isText = typeof config === 'string';
    const object = (isText ? { text: config } : config) as QueryConfigLike | null;
    if (object === null || typeof object !== 'object' || typeof object.text !== 'string') return;
    if (object.name !== undefined || 'submit' in object) return;
    const params = values ?? object.values;
    if (!Array.isArray(params) || params.length === 0) return;
    const name = `a_${createHash('sha1').update(object.text).digest('base64url')}`;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return;
      this.prepared.add(name);
    }
    return { ...object, name };
  }
};
