import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../test/server-process';
import { AutoPreparingClient, MAX_PREPARED_PER_CONNECTION } from './auto-prepare';

/** The statements this connection has prepared, as PostgreSQL sees them. */
async function preparedNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from pg_prepared_statements where $1::int = 1 order by name',
    [1],
  );
  return rows.map((r) => r.name);
}

describe('AutoPreparingClient (PostgreSQL server)', () => {
  let client: pg.Client;
  beforeEach(async () => {
    client = new AutoPreparingClient({ connectionString: POSTGRES_URL });
    await client.connect();
  });
  afterEach(() => client.end());

  it('prepares a parameterised statement once and reuses it, with the same answers', async () => {
    const text = 'select $1::int + 1 as n';
    const answers = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) answers.push((await client.query(text, [n])).rows[0]);
    expect(answers.map((r) => r.n)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const object = await client.query({ text, values: [41] });
    expect(object.rows[0].n).toBe(42);
    const names = await preparedNames(client);
    // This statement and the one that lists them.
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.startsWith('a_'))).toBe(true);
  });

  it('leaves statements without parameters on the simple protocol (scripts of several commands)', async () => {
    await client.query('create temp table t (n int); insert into t values (1), (2)');
    const { rows } = await client.query('select count(*)::int as n from t');
    expect(rows[0].n).toBe(2);
    expect(await preparedNames(client)).toHaveLength(1);
  });

  it('keeps a name chosen by the caller', async () => {
    await client.query({ name: 'mine', text: 'select $1::text as v', values: ['x'] });
    expect(await preparedNames(client)).toContain('mine');
  });

  it('a statement that fails to parse is not remembered as prepared', async () => {
    await expect(client.query('select $1::int from no_such_table', [1])).rejects.toThrow();
    await client.query('create temp table no_such_table (n int)');
    const { rows } = await client.query('select $1::int as n from no_such_table', [1]);
    expect(rows).toEqual([]);
  });

  it(`stops preparing new texts past ${MAX_PREPARED_PER_CONNECTION} on one connection, and still answers`, async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 5; i++) {
      const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(rows[0].n).toBe(1 + i);
    }
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]?.n).toBe(MAX_PREPARED_PER_CONNECTION);
  });
});
