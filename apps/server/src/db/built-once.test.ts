import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../test/blog-factories';
import { useTestApp } from '../../test/helper';
import { countStatements } from '../platform/db/statement-counter';
import { builtOnce, builtOnceSql } from './built-once';
import type { Db } from './client';
import { jobs } from './schema/index';

describe('builtOnce', () => {
  it('builds once per database handle and keeps handles apart', () => {
    const built: Db[] = [];
    const query = builtOnce((db) => {
      built.push(db);
      return { on: db };
    });
    const first = {} as Db;
    const second = {} as Db;
    expect(query(first)).toBe(query(first));
    expect(query(second).on).toBe(second);
    expect(query(first).on).toBe(first);
    expect(built).toEqual([first, second]);
  });
});

describe('builtOnceSql', () => {
  const t = useTestApp();

  const sum = builtOnceSql<{ total: number }>(
    () => sql`select (${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int) as total`,
  );
  const rename = builtOnceSql<{ id: number }>(
    () =>
      sql`update ${jobs} set nombre = ${sql.placeholder('nombre')} where ${jobs.id} = ${sql.placeholder('id')} returning ${jobs.id}`,
  );

  it('runs with new values each time, counted like any statement', async () => {
    const { result, statements } = await countStatements(async () => [
      await sum(t.app.ctx.db).execute({ a: 1, b: 2 }),
      await sum(t.app.ctx.db).execute({ a: 40, b: 2 }),
    ]);
    expect(result).toEqual([[{ total: 3 }], [{ total: 42 }]]);
    expect(statements).toBe(2);
  });

  it('announces its writes, so the answers read from the table are dropped', async () => {
    const { cache } = t.app.ctx;
    expect(cache.isWatched('jobs')).toBe(true);
    cache.store('jobs test', ['jobs'], { kind: 'json', body: Buffer.from('[]') }, cache.ticket());
    expect(cache.get('jobs test')).toBeDefined();
    expect(await rename(t.app.ctx.db).execute({ nombre: 'x', id: -1 })).toEqual([]);
    expect(cache.get('jobs test')).toBeUndefined();
  });

  it('runs on the handle it is given: inside a transaction, rolled back with it', async () => {
    const { id } = await createJob(t.app.ctx, { nombre: 'Antes' });
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        expect(await rename(tx).execute({ nombre: 'Dentro', id })).toEqual([{ id }]);
        const [inside] = await tx.select({ nombre: jobs.nombre }).from(jobs);
        expect(inside?.nombre).toBe('Dentro');
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    const [after] = await t.app.ctx.db.select({ nombre: jobs.nombre }).from(jobs);
    expect(after?.nombre).toBe('Antes');
  });

  it('refuses a text whose parameters it could not put back in order', () => {
    expect(() => builtOnceSql(() => sql`select ${sql.raw("'$1'")} as x`)).toThrow(/in order/);
  });
});
