import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';

const statements = new WeakMap<Database, string>();

/**
 * One query that fingerprints every table of the application: its row count and the newest
 * transaction that wrote one of its rows (`xmin`: an insert or an update gives the row version
 * a new one, a delete lowers the count, and a delete with an insert still brings a newer
 * `xmin`). Two equal fingerprints mean nothing was inserted, changed or deleted, an update that
 * wrote the same values included. Hashing every row instead took 22 ms a fingerprint on PGlite,
 * 474 times in the hostile-input sweep.
 */
async function fingerprintQuery(database: Database): Promise<string> {
  const known = statements.get(database);
  if (known) return known;
  const { rows } = await database.executeSql(
    // Rate-limit counters count attempts, refused ones included: that is their purpose.
    "select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' and tablename <> 'rate_limits' order by tablename",
  );
  const parts = rows.map((r) => {
    const table = String(r.tablename);
    // A refused sign-in is audited on purpose (decision 016), like the counters above.
    const kept = table === 'auditoria' ? ` where x.accion <> 'fallar_inicio_sesion'` : '';
    // A session's last use is written every few minutes by whatever call it makes, refused or
    // not: bookkeeping of the session, not a change the request made (a slow sweep crosses it).
    // Its rows are hashed without that column, since such a write gives them a new `xmin`.
    const session = `md5((to_jsonb(x) - 'last_used_at')::text)`;
    const h =
      table === 'tokens'
        ? `coalesce(md5(string_agg(${session}, '' order by ${session})), '')`
        : `coalesce(max(x.xmin::text::bigint), 0)::text`;
    return `select '${table}' as t, count(*)::int as n, ${h} as h from "${table}" x${kept}`;
  });
  const query = parts.join(' union all ');
  statements.set(database, query);
  return query;
}

async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(await fingerprintQuery(database));
  return Object.fromEntries(rows.map((r) => [String(r.t), `${r.n}:${r.h}`]));
}

/** Every file under the data folder with its size: what a refused upload must not leave. */
async function filesFingerprint(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(current: string): Promise<void> {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      // The embedded database keeps its own files here; the table hashes above cover it.
      if (entry.isDirectory() && full === path.join(dir, 'db')) continue;
      if (entry.isDirectory()) await walk(full);
      else out.push(`${path.relative(dir, full)}:${(await stat(full)).size}`);
    }
  }
  await walk(dir);
  return out.sort();
}

export interface Fingerprint {
  database: Record<string, string>;
  files: string[];
}

export async function fingerprint(database: Database, dataDir: string): Promise<Fingerprint> {
  return { database: await databaseFingerprint(database), files: await filesFingerprint(dataDir) };
}
