import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, resetDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { fingerprint } from './fingerprint';

// The sweeps' proof that a refused request wrote nothing: it must see every kind of write.
describe('fingerprint', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-fingerprint-'));
  const sql = (text: string) => database.executeSql(text);
  const now = () => fingerprint(database, dataDir);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await sql(`insert into categorias_curso (nombre) values ('Redes'), ('Datos')`);
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays the same when nothing is written', async () => {
    const before = await now();
    await sql('select * from categorias_curso');
    expect(await now()).toEqual(before);
  });

  it.each([
    ['an insert', `insert into categorias_curso (nombre) values ('Nube')`],
    ['an update', `update categorias_curso set nombre = 'Bases' where nombre = 'Datos'`],
    ['an update to the same values', `update categorias_curso set nombre = nombre`],
    ['a delete', `delete from categorias_curso where nombre = 'Datos'`],
    [
      'a delete and an insert',
      `with gone as (delete from categorias_curso where nombre = 'Datos' returning id)
       insert into categorias_curso (nombre) select 'Otra' from gone`,
    ],
  ])('sees %s', async (_, statement) => {
    const before = await now();
    await sql(statement);
    const after = await now();
    expect(after.database.categorias_curso).not.toEqual(before.database.categorias_curso);
    expect({ ...after.database, categorias_curso: '' }).toEqual({
      ...before.database,
      categorias_curso: '',
    });
  });

  it("ignores a session's last use and sees the rest of the session", async () => {
    await sql(`insert into users (username, email, password, first_name, last_name, tipo)
      values ('ana', 'ana@prueba.test', 'x', 'Ana', 'Ruiz', 1)`);
    await sql(`insert into tokens (user_id, key_hash, expires_at)
      select id, 'k', now() + interval '1 day' from users`);
    const before = await now();
    await sql(`update tokens set last_used_at = now() + interval '1 hour'`);
    expect(await now()).toEqual(before);
    await sql('update tokens set revoked_at = now()');
    expect((await now()).database.tokens).not.toEqual(before.database.tokens);
  });

  it('sees a file left in the data folder', async () => {
    const before = await now();
    writeFileSync(path.join(dataDir, 'subida.png'), 'x');
    expect((await now()).files).toEqual([...before.files, 'subida.png:1']);
  });
});
