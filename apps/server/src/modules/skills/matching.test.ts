import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { competencia_terminos, competencias, habilidades } from '../../db/schema/index';
import { selectRows } from '../../platform/db/rows-of';
import { cvSkillsSql } from './index';

const t = useTestApp();

describe('cvSkillsSql', () => {
  it('matches a CV line to a skill or a term, whole text, ignoring case, accents and spaces', async () => {
    const db = t.app.ctx.db;
    const ana = await createStudent(t.app.ctx);
    const otro = await createStudent(t.app.ctx);
    const ids = await db
      .insert(competencias)
      .values([{ nombre: 'Java' }, { nombre: 'JavaScript' }, { nombre: 'Programación' }])
      .returning({ id: competencias.id });
    const [, js, prog] = ids.map((r) => r.id);
    if (js === undefined || prog === undefined) throw new Error('skills not created');
    await db.insert(competencia_terminos).values({ competencia: js, termino: 'JS' });
    await db.insert(habilidades).values([
      { alumno: ana.id, habilidad: '  programacion ' },
      { alumno: ana.id, habilidad: 'js' },
      { alumno: ana.id, habilidad: 'Java avanzado' },
      { alumno: otro.id, habilidad: 'Java' },
    ]);
    const rows = await selectRows<{ competencia: number }>(
      db,
      sql`select competencia from (${cvSkillsSql(ana.id)}) s order by competencia`,
    );
    expect(rows.map((r) => Number(r.competencia))).toEqual([js, prog].sort((a, b) => a - b));
  });
});
