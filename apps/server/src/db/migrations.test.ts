import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql, TransactionRollbackError } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import { migrationsDir } from '../paths';
import type { Database } from './client';
import * as schema from './schema/index';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  // Migrated here for real, not copied from the run's migrated template.
  ({ database, drop } = await openTestDatabase({ fresh: true }));
});
afterAll(async () => {
  await drop();
});

async function rows(text: string, values?: unknown[]): Promise<Record<string, unknown>[]> {
  return (await database.executeSql(text, values)).rows;
}

/** The one row an insert … returning() gave back. */
async function one<T>(inserted: Promise<T[]>): Promise<T> {
  const [row] = await inserted;
  if (!row) throw new Error('La inserción no devolvió ninguna fila');
  return row;
}

/**
 * A delete refused by an ON DELETE RESTRICT key: PostgreSQL 18 (PGlite) reports
 * restrict_violation, earlier servers foreign_key_violation. Services must accept both.
 */
const REFUSED_BY_FOREIGN_KEY = ['23001', '23503'];

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
async function sqlState(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

/** Everything the migrations define in the public schema, to compare before and after. */
async function catalogFingerprint(): Promise<string> {
  const parts = await Promise.all([
    rows(`select table_name, column_name, data_type, is_nullable, column_default
          from information_schema.columns where table_schema = 'public'
          order by table_name, column_name`),
    rows(`select indexname, indexdef from pg_indexes where schemaname = 'public'
          order by indexname`),
    rows(`select conname, pg_get_constraintdef(c.oid) as def
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where n.nspname = 'public' order by conname`),
  ]);
  return JSON.stringify(parts);
}

/**
 * Foreign keys whose columns are not the leading columns, in order, of some full (non-partial)
 * index of their table: deleting or updating the referenced row would scan the whole table.
 */
const UNINDEXED_FOREIGN_KEYS = `
  select c.conrelid::regclass::text as tabla, c.conname as restriccion
  from pg_constraint c
  join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and i.indpred is null
        and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey
    )
  order by 1, 2`;

describe('migraciones', () => {
  it('crean en una base nueva exactamente las tablas del esquema', async () => {
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const found = await rows(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    expect(found.map((r) => r.tablename)).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        'alumno_curso',
        'alumno_evaluacion_curso',
        'auditoria',
        'certificados',
        'pagos',
        'subtemas',
        'vacantes_analizadas',
      ]),
    );
  });

  it('aplicadas dos veces no cambian nada', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const before = await catalogFingerprint();
    await database.migrate();
    expect(await catalogFingerprint()).toBe(before);
    const applied = await rows('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('las búsquedas ignoran acentos y mayúsculas (pg_trgm y unaccent)', async () => {
    await database.db.insert(schema.users).values({
      first_name: 'José',
      last_name: 'Pérez',
      apellido_materno: 'Núñez',
      email: 'jose.perez@example.com',
      username: 'jose.perez@example.com',
      tipo: 1,
    });
    await database.db.insert(schema.users).values({
      first_name: 'Ana',
      last_name: 'Gómez',
      email: 'ana.gomez@example.com',
      username: 'ana.gomez@example.com',
      tipo: 1,
    });
    // users.busqueda is the stored, unaccented, lower-case names and e-mail the admin searches.
    for (const typed of ['jose perez', 'PEREZ', 'nunez']) {
      const found = await database.db
        .select({ first_name: schema.users.first_name, last_name: schema.users.last_name })
        .from(schema.users)
        .where(sql`${schema.users.busqueda} like '%' || f_unaccent(lower(${typed})) || '%'`);
      expect(found).toEqual([{ first_name: 'José', last_name: 'Pérez' }]);
    }
    const similar = await rows(
      "select similarity(f_unaccent(lower('José Pérez')), 'jose perez') as s, f_unaccent('Ñandú') as u",
    );
    expect(Number(similar[0]?.s)).toBe(1);
    expect(similar[0]?.u).toBe('Nandu');
  });

  it.each([
    // users_list_order_idx carries busqueda too (for lists walked in order); on a nearly empty
    // table a full pass over it costs as little as the trigram index, so it is set aside here.
    ['users', 'users_search_trgm_idx', 'busqueda', 'users_list_order_idx'],
    ['cursos', 'cursos_nombre_trgm_idx', 'f_unaccent(lower(nombre))', null],
    ['articulos', 'articulos_nombre_trgm_idx', 'f_unaccent(lower(nombre))', null],
    ['jobs', 'jobs_nombre_trgm_idx', 'f_unaccent(lower(nombre))', null],
  ])(
    'la búsqueda en %s usa su índice de trigramas',
    async (table, indexName, expression, aside) => {
      let plan = '';
      await database.db
        .transaction(async (tx) => {
          // With a handful of rows a sequential scan is cheaper; forbid it to see the index is usable.
          await tx.execute(sql`set local enable_seqscan = off`);
          if (aside) await tx.execute(sql.raw(`drop index ${aside}`));
          const result = (await tx.execute(
            sql.raw(`explain select 1 from ${table} where ${expression} like '%perez%'`),
          )) as unknown as { rows: Record<string, unknown>[] };
          plan = result.rows.map((r) => String(Object.values(r)[0])).join('\n');
          // Always undone: an index set aside comes back.
          tx.rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof TransactionRollbackError)) throw e;
        });
      expect(plan).toContain(indexName);
    },
  );

  it('toda clave foránea es la columna inicial de algún índice', async () => {
    expect(await rows(UNINDEXED_FOREIGN_KEYS)).toEqual([]);
    const total = await rows(
      "select count(*)::int as n from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'",
    );
    expect(Number(total[0]?.n)).toBeGreaterThan(30);
  });

  it('la comprobación de índices detecta una clave foránea sin índice', async () => {
    await database.executeSql(
      'create table zz_sin_indice (id serial primary key, curso integer references cursos(id))',
    );
    try {
      expect(await rows(UNINDEXED_FOREIGN_KEYS)).toEqual([
        { tabla: 'zz_sin_indice', restriccion: 'zz_sin_indice_curso_fkey' },
      ]);
      await database.executeSql(
        'create index zz_sin_indice_curso_idx on zz_sin_indice (id, curso)',
      );
      expect(await rows(UNINDEXED_FOREIGN_KEYS)).toHaveLength(1);
      await database.executeSql('create index zz_sin_indice_curso_2_idx on zz_sin_indice (curso)');
      expect(await rows(UNINDEXED_FOREIGN_KEYS)).toEqual([]);
    } finally {
      await database.executeSql('drop table zz_sin_indice');
    }
  });
});

describe('reglas del modelo', () => {
  async function enrolment(email: string) {
    const alumno = await one(
      database.db
        .insert(schema.users)
        .values({ first_name: 'Alumno', email, username: email, tipo: 1 })
        .returning(),
    );
    const categoria = await one(
      database.db
        .insert(schema.categorias_curso)
        .values({ nombre: `Categoría ${email}` })
        .returning(),
    );
    const curso = await one(
      database.db
        .insert(schema.cursos)
        .values({ nombre: 'Redes', slug: `redes-${email}`, categoria: categoria.id })
        .returning(),
    );
    const tema = await one(
      database.db.insert(schema.temas).values({ curso: curso.id, nombre: 'Tema 1' }).returning(),
    );
    const subtema = await one(
      database.db
        .insert(schema.subtemas)
        .values({ tema: tema.id, nombre: 'Lección 1' })
        .returning(),
    );
    const inscripcion = await one(
      database.db
        .insert(schema.alumno_curso)
        .values({ alumno: alumno.id, curso: curso.id })
        .returning(),
    );
    return { alumno, curso, subtema, inscripcion };
  }

  it('una inscripción por alumno y curso, y una compleción por subtema', async () => {
    const { alumno, curso, subtema, inscripcion } = await enrolment('unica@example.com');
    expect(inscripcion.activo).toBe(1);
    expect(
      await sqlState(
        database.db.insert(schema.alumno_curso).values({ alumno: alumno.id, curso: curso.id }),
      ),
    ).toBe('23505');
    const done = { alumno_curso: inscripcion.id, subtema: subtema.id };
    await database.db.insert(schema.subtema_completado).values(done);
    expect(await sqlState(database.db.insert(schema.subtema_completado).values(done))).toBe(
      '23505',
    );
  });

  it('un curso con inscripciones no se puede borrar; su contenido sí se va con él', async () => {
    const { curso, subtema, inscripcion } = await enrolment('borrar@example.com');
    expect(
      await sqlState(database.db.delete(schema.cursos).where(sql`id = ${curso.id}`)),
    ).toBeOneOf(REFUSED_BY_FOREIGN_KEY);
    await database.executeSql('delete from alumno_curso where id = $1', [inscripcion.id]);
    await database.executeSql('delete from cursos where id = $1', [curso.id]);
    expect(await rows('select id from subtemas where id = $1', [subtema.id])).toEqual([]);
  });

  it('los pagos guardan importes exactos, sólo de miembros del grupo y una vez por clave', async () => {
    const { alumno, curso } = await enrolment('pagos@example.com');
    const grupo = await one(
      database.db.insert(schema.grupos).values({ curso: curso.id, nombre: 'Grupo A' }).returning(),
    );
    const pago = {
      alumno: alumno.id,
      grupo: grupo.id,
      fecha: '2025-01-15',
      metodo_pago: 3,
      registrado_por: alumno.id,
    };
    expect(
      await sqlState(database.db.insert(schema.pagos).values({ ...pago, monto: '10.00' })),
    ).toBe('23503');
    await database.db
      .insert(schema.grupo_alumnos)
      .values({ grupo: grupo.id, alumno: alumno.id, precio_venta: '1000.00' });
    await database.db.insert(schema.pagos).values([
      { ...pago, monto: '0.10', idempotency_key: 'a' },
      { ...pago, monto: '0.20' },
    ]);
    expect(
      await sqlState(
        database.db.insert(schema.pagos).values({ ...pago, monto: '0.10', idempotency_key: 'a' }),
      ),
    ).toBe('23505');
    expect(
      await sqlState(database.db.insert(schema.pagos).values({ ...pago, monto: '0.00' })),
    ).toBe('23514');
    const [totals] = await rows(
      `select sum(p.monto)::text as pagado, (ga.precio_venta - sum(p.monto))::text as saldo,
              array_agg(p.numero_recibo order by p.numero_recibo) as recibos
       from pagos p join grupo_alumnos ga on ga.grupo = p.grupo and ga.alumno = p.alumno
       where p.alumno = $1 group by ga.precio_venta`,
      [alumno.id],
    );
    expect(totals).toMatchObject({ pagado: '0.30', saldo: '999.70' });
    expect(new Set(totals?.recibos as number[]).size).toBe(2);
  });

  it('las opciones se borran con su pregunta, pero una pregunta respondida no', async () => {
    const { curso, inscripcion } = await enrolment('evaluacion@example.com');
    const evaluacion = await one(
      database.db
        .insert(schema.evaluaciones)
        .values({ curso: curso.id, nombre: 'Examen' })
        .returning(),
    );
    expect(evaluacion).toMatchObject({ preguntas_aleatorias: 1, respuestas_aleatorias: 1 });
    const pregunta = await one(
      database.db
        .insert(schema.evaluacion_preguntas)
        .values({ evaluacion: evaluacion.id, pregunta: '¿2 + 2?', tipo: 1 })
        .returning(),
    );
    await database.db.insert(schema.evaluacion_respuestas).values([
      { pregunta: pregunta.id, respuesta: '4', correcta: 1 },
      { pregunta: pregunta.id, respuesta: '5', correcta: 0 },
    ]);
    const intento = await one(
      database.db
        .insert(schema.alumno_evaluacion_curso)
        .values({
          alumno_curso: inscripcion.id,
          evaluacion: evaluacion.id,
          no_intento: 1,
          orden_preguntas: [{ pregunta: pregunta.id, respuestas: [] }],
        })
        .returning(),
    );
    expect(
      await sqlState(
        database.db.insert(schema.alumno_evaluacion_curso).values({
          alumno_curso: inscripcion.id,
          evaluacion: evaluacion.id,
          no_intento: 2,
          orden_preguntas: [],
        }),
      ),
    ).toBe('23505');
    await database.db.insert(schema.alumno_evaluacion_respuestas).values({
      alumno_evaluacion_curso: intento.id,
      pregunta: pregunta.id,
      respuestas: [1],
      pregunta_pregunta: '¿2 + 2?',
      resultado: 1,
    });
    expect(
      await sqlState(database.db.delete(schema.evaluaciones).where(sql`id = ${evaluacion.id}`)),
    ).toBeOneOf(REFUSED_BY_FOREIGN_KEY);
    const otra = await one(
      database.db
        .insert(schema.evaluacion_preguntas)
        .values({ evaluacion: evaluacion.id, pregunta: 'Sin responder', tipo: 2 })
        .returning(),
    );
    await database.db
      .insert(schema.evaluacion_respuestas)
      .values({ pregunta: otra.id, respuesta: 'x', correcta: 1 });
    await database.executeSql('delete from evaluacion_preguntas where id = $1', [otra.id]);
    expect(
      await rows('select id from evaluacion_respuestas where pregunta = $1', [otra.id]),
    ).toEqual([]);
  });
});
