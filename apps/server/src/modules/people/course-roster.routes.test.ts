import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createStudent, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { adminAuth } from '../../../test/learning-factories';
import { ultima_actividad } from '../../db/schema/index';
import { countStatements } from '../../platform/db/statement-counter';

const t = useTestApp();

const roster = (payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/getAlumnosCurso/',
    payload,
    headers: authorization ? { authorization } : {},
  });

const DAY = 24 * 60 * 60 * 1000;

/** A course with three students, two groups, and José Pérez in one of them. */
async function courseWithStudents() {
  const curso = await createCourse(t.app.ctx, { dias_plataforma: 30 });
  const jose = await createStudent(t.app.ctx, {
    first_name: 'José',
    last_name: 'Pérez',
    email: 'jose.perez@example.com',
  });
  const maria = await createStudent(t.app.ctx, {
    first_name: 'María',
    last_name: 'López',
    email: 'maria@example.com',
  });
  const luis = await createStudent(t.app.ctx, { first_name: 'Luis', last_name: 'Ortega' });
  const enrolments = {
    jose: await enrol(t.app.ctx, jose.id, curso.id),
    maria: await enrol(t.app.ctx, maria.id, curso.id, {
      acceso_hasta: new Date('2027-03-01T00:00:00Z'),
    }),
    luis: await enrol(t.app.ctx, luis.id, curso.id),
  };
  const sabatino = await createGroup(t.app.ctx, curso.id, { nombre: 'Sabatino' });
  const viejo = await createGroup(t.app.ctx, curso.id, { nombre: 'Viejo', activo: 0 });
  await addMember(t.app.ctx, sabatino.id, jose.id, { alumno_curso: enrolments.jose.id });
  await addMember(t.app.ctx, viejo.id, maria.id, { alumno_curso: enrolments.maria.id });
  return { curso, enrolments, sabatino, viejo };
}

const names = (res: { json: () => { content: { first_name: string }[] } }) =>
  res
    .json()
    .content.map((r) => r.first_name)
    .sort();

describe('getAlumnosCurso: the course roster', () => {
  it('finds students by name or e-mail ignoring accents and case, counted in SQL', async () => {
    const { auth } = await adminAuth(t.app);
    const { curso } = await courseWithStudents();
    const jose = await roster({ curso: curso.id, search: 'jose perez' }, auth);
    expect(jose.statusCode, jose.body).toBe(200);
    expect(names(jose)).toEqual(['José']);
    expect(jose.json().count).toBe(1);
    expect(names(await roster({ curso: curso.id, search: 'MARIA@EXAMPLE' }, auth))).toEqual([
      'María',
    ]);
    expect(names(await roster({ curso: curso.id, search: 'lópez' }, auth))).toEqual(['María']);
    const none = await roster({ curso: curso.id, search: 'nadie_%' }, auth);
    expect([none.json().count, none.json().content]).toEqual([0, []]);
    expect((await roster({ curso: curso.id, search: '' }, auth)).json().count).toBe(3);
  });

  it('filters by a group of the course and lists every group for the filter, active first', async () => {
    const { auth } = await adminAuth(t.app);
    const { curso, sabatino, viejo } = await courseWithStudents();
    const res = await roster({ curso: curso.id, grupo: sabatino.id }, auth);
    expect(names(res)).toEqual(['José']);
    expect(res.json().count).toBe(1);
    expect(res.json().grupos).toEqual([
      { id: sabatino.id, nombre: 'Sabatino', activo: 1 },
      { id: viejo.id, nombre: 'Viejo', activo: 0 },
    ]);
    expect(
      names(await roster({ curso: curso.id, grupo: viejo.id, search: 'maría' }, auth)),
    ).toEqual(['María']);
    // A group of another course matches nobody here.
    const otro = await createGroup(t.app.ctx, (await createCourse(t.app.ctx)).id);
    expect((await roster({ curso: curso.id, grupo: otro.id }, auth)).json().count).toBe(0);
  });

  it('answers the last activity (null: never) and the end of access, extended or from dias_plataforma', async () => {
    const { auth } = await adminAuth(t.app);
    const { curso, enrolments } = await courseWithStudents();
    const visto = new Date('2026-11-20T10:00:00Z');
    await t.app.ctx.db.insert(ultima_actividad).values({
      alumno_curso: enrolments.jose.id,
      fecha: visto,
    });
    const rows = (await roster({ curso: curso.id }, auth)).json().content as {
      id: number;
      ultima_actividad: string | null;
      acceso_hasta: string;
    }[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(enrolments.jose.id)?.ultima_actividad).toBe(visto.toISOString());
    expect(byId.get(enrolments.luis.id)?.ultima_actividad).toBeNull();
    expect(byId.get(enrolments.maria.id)?.acceso_hasta).toBe('2027-03-01T00:00:00.000Z');
    const luisEnd = Date.parse(byId.get(enrolments.luis.id)?.acceso_hasta ?? '');
    expect(luisEnd - enrolments.luis.fecha.getTime()).toBe(30 * DAY);
  });

  it('reads a page in a constant number of statements', async () => {
    const { auth } = await adminAuth(t.app);
    const { curso } = await courseWithStudents();
    const few = await countStatements(() => roster({ curso: curso.id, search: 'a' }, auth));
    for (let i = 0; i < 5; i++) {
      const s = await createStudent(t.app.ctx, { first_name: `Ana ${i}` });
      await enrol(t.app.ctx, s.id, curso.id);
    }
    const more = await countStatements(() => roster({ curso: curso.id, search: 'a' }, auth));
    expect(more.result.json().count).toBeGreaterThan(few.result.json().count);
    expect(more.statements).toBe(few.statements);
  });

  it('refuses bad input, anonymous callers and students', async () => {
    const { auth } = await adminAuth(t.app);
    const { curso } = await courseWithStudents();
    expect((await roster({ curso: curso.id, search: 'x'.repeat(101) }, auth)).statusCode).toBe(400);
    expect((await roster({ curso: curso.id, grupo: 0 }, auth)).statusCode).toBe(400);
    expect((await roster({ curso: curso.id })).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    expect(
      (await roster({ curso: curso.id }, await loginAs(t.app, student.email))).statusCode,
    ).toBe(403);
  });
});
