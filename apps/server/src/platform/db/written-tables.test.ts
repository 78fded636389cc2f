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
    expect(writtenTables('truncate "jobs", "users" restart identity cascade')).toEqual(
      expect.arrayContaining(['jobs', 'users']),
    );
    expect(writtenTables('UPDATE public.cursos SET nombre = $1')).toEqual(['cursos']);
  });

  it('ignores reads, also those that lock rows', () => {
    expect(writtenTables('select "id" from "jobs" where "activo" = $1')).toEqual([]);
    expect(writtenTables('select * from "alumno_curso" where "id" = $1 for update')).toEqual([]);
  });

  it('answers "any table" for a write it cannot name', () => {
    expect(writtenTables('delete from $1')).toBeNull();
  });
});
