import { describe, expect, it } from 'vitest';
import { writtenTables } from './written-tables';

describe('writtenTables', () => {
  it('finds the tables of drizzle writes and of plain SQL', () => {
    expect(
      writtenTables('insert into "jobs" ("nombre") values ($1) returning "unique_id"'),
    ).toEqual(expect.arrayContaining(['jobs']));
    expect(
      writtenTables('update "articulos" set "nombre" = $1 where "articulos"."id" = $2'),
    ).toEqual(expect.arrayContaining(['articulos']));
    expect(writtenTables('delete from "categorias_blog" where "id" = $1')).toEqual(
      expect.arrayContaining(['categorias_blog']),
    );
    expect(writtenTables('truncate "jobs", "users" restart identity cascade')).toEqual([
      'jobs',
      'users',
    ]);
    expect(writtenTables('TRUNCATE TABLE public.jobs, Users')).toEqual(['jobs', 'users']);
    expect(writtenTables('UPDATE public.cursos SET nombre = $1')).toEqual(['cursos']);
  });

  it('names only the tables a write writes, not those it reads', () => {
    expect(
      writtenTables(
        'insert into "jobs" ("nombre") select "nombre" from "vacantes" where "id" = $1',
      ),
    ).toEqual(['jobs']);
    expect(
      writtenTables(
        `with closed as (update "alumno_evaluacion_curso" set "fecha" = now()
          from "alumno_curso" join "cursos" on "cursos"."id" = "alumno_curso"."curso"
          where "alumno_curso"."id" = $1 returning "alumno_evaluacion_curso"."id")
        insert into "auditoria" ("entidad_id") select "id" from closed`,
      ),
    ).toEqual(['alumno_evaluacion_curso', 'auditoria']);
    expect(writtenTables('delete from "tokens" using "users" where "users"."id" = $1')).toEqual([
      'tokens',
    ]);
    expect(
      writtenTables(
        'insert into "rate_limits" ("key") values ($1) on conflict ("key") do update set "n" = 1',
      ),
    ).toEqual(['rate_limits']);
    expect(
      writtenTables(
        'with locked as (select "id" from "jobs" for update) update "outbox" set "n" = 1',
      ),
    ).toEqual(['outbox']);
  });

  it('ignores reads, also those that lock rows', () => {
    expect(writtenTables('select "id" from "jobs" where "activo" = $1')).toEqual([]);
    expect(writtenTables('select * from "alumno_curso" where "id" = $1 for update')).toEqual([]);
  });

  it('answers "any table" for a write it cannot name', () => {
    expect(writtenTables('delete from $1')).toBeNull();
  });
});
