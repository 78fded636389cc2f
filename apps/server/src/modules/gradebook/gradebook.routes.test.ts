import { celdasCalificaciones } from '@academia/contract/gradebook/cells';
import type { TGetCalificacionesCursoResponse } from '@academia/contract/gradebook/get-calificaciones-curso';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import { createEvaluation } from '../../../test/evaluations-admin-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { createForum } from '../../../test/learning-factories';
import {
  alumno_evaluacion_curso,
  evaluaciones,
  foro_respuestas,
  foro_respuestas_respuestas,
  subtema_completado,
  subtemas,
  ultima_actividad,
} from '../../db/schema/index';
import { gradebookCsvFor, gradebookFor } from './index';
import { GRUPO_NO_ENCONTRADO } from './messages';

const t = useTestApp({ config: { exposeStatementCount: true } });

const get = (query: Record<string, string | number | undefined>, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/getCalificacionesCurso/?${new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v)] as [string, string]],
      ),
    )}`,
    headers: authorization ? { authorization } : {},
  });

const exportCsv = (payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exportarCalificacionesCsv/',
    payload,
    headers: authorization ? { authorization } : {},
  });

/** An attempt straight into the database: submitted unless `abierto`. */
async function attempt(
  alumno_curso: number,
  evaluacion: number,
  no_intento: number,
  calificacion: string | null,
  resultado: 0 | 1 | null,
) {
  await t.app.ctx.db.insert(alumno_evaluacion_curso).values({
    alumno_curso,
    evaluacion,
    no_intento,
    orden_preguntas: [],
    fecha: calificacion === null ? null : new Date(),
    calificacion,
    resultado,
  });
}

/**
 * A course of four lessons (one deleted after a student finished it), two current evaluations
 * and an archived one, two groups, and:
 * - José Pérez (group A): lessons 1, 2 and the deleted 4 finished → 2 of 3, 66 %; Parcial:
 *   40.00 failed then 75.50 passed; the archived evaluation passed with 100; Final: an attempt
 *   still open (not counted); 2 forum answers and 1 reply; no activity recorded.
 * - María Núñez (group B): nothing finished; Parcial 50.00 failed; active 10 minutes ago.
 * - a pending registration and another course's student, neither listed.
 */
async function seed() {
  const ctx = t.app.ctx;
  const admin = await createAdmin(ctx);
  const course = await createCourse(ctx, { dias_plataforma: 30, fecha_inicio: null });
  const other = await createCourse(ctx);
  const t1 = await createTopic(ctx, course.id, { orden: 1 });
  const t2 = await createTopic(ctx, course.id, { orden: 2 });
  const l1 = await createSubtopic(ctx, t1.id, { orden: 1 });
  const l2 = await createSubtopic(ctx, t1.id, { orden: 2 });
  await createSubtopic(ctx, t2.id, { orden: 1 });
  const l4 = await createSubtopic(ctx, t2.id, { orden: 2 });
  const parcial = await createEvaluation(ctx, course.id, { nombre: 'Parcial' });
  const archivada = await createEvaluation(ctx, course.id, { nombre: 'Vieja' });
  const final = await createEvaluation(ctx, course.id, { nombre: 'Final' });
  const teacher = await createTeacher(ctx);
  const grupoA = await createGroup(ctx, course.id, { nombre: 'Grupo A', profesor: teacher.id });
  const grupoB = await createGroup(ctx, course.id, { nombre: 'Grupo B' });
  const grupoOtro = await createGroup(ctx, other.id, { nombre: 'Otro' });

  const jose = await createStudent(ctx, {
    first_name: 'José',
    last_name: 'Pérez',
    email: 'jose.perez@prueba.test',
    password: null,
  });
  const maria = await createStudent(ctx, {
    first_name: 'María',
    last_name: 'Núñez',
    email: 'maria@prueba.test',
    password: null,
  });
  const pendiente = await createStudent(ctx, { first_name: 'Pendiente', password: null });
  const ajeno = await createStudent(ctx, { first_name: 'Ajeno', password: null });
  const ej = await enrol(ctx, jose.id, course.id, { fecha: new Date('2026-03-01T12:00:00Z') });
  const em = await enrol(ctx, maria.id, course.id, { fecha: new Date('2026-03-02T12:00:00Z') });
  await enrol(ctx, pendiente.id, course.id, { estado: 'pendiente' });
  await enrol(ctx, ajeno.id, other.id);
  await addMember(ctx, grupoA.id, jose.id, { alumno_curso: ej.id });
  await addMember(ctx, grupoB.id, maria.id, { alumno_curso: em.id });

  await ctx.db
    .insert(subtema_completado)
    .values([l1, l2, l4].map((l) => ({ alumno_curso: ej.id, subtema: l.id })));
  await ctx.db.delete(subtemas).where(eq(subtemas.id, l4.id));
  await attempt(ej.id, parcial.id, 1, '40.00', 0);
  await attempt(ej.id, parcial.id, 2, '75.50', 1);
  await attempt(ej.id, archivada.id, 1, '100.00', 1);
  await attempt(ej.id, final.id, 1, null, null);
  await attempt(em.id, parcial.id, 1, '50.00', 0);
  await ctx.db
    .update(evaluaciones)
    .set({ archivada_en: new Date() })
    .where(eq(evaluaciones.id, archivada.id));

  const forum = await createForum(ctx, course.id);
  const [answer] = await ctx.db
    .insert(foro_respuestas)
    .values([
      { foro_discusion: forum.id, usuario: jose.id, alumno_curso: ej.id, respuesta: 'Uno' },
      { foro_discusion: forum.id, usuario: jose.id, alumno_curso: ej.id, respuesta: 'Dos' },
    ])
    .returning();
  await ctx.db.insert(foro_respuestas_respuestas).values({
    foro_discusion_respuesta: answer?.id ?? 0,
    usuario: jose.id,
    alumno_curso: ej.id,
    respuesta: 'Réplica',
  });
  const activa = new Date(Date.now() - 10 * 60_000);
  await ctx.db.insert(ultima_actividad).values({ alumno_curso: em.id, fecha: activa });

  return {
    auth: await loginAs(t.app, admin.email),
    course,
    other,
    parcial,
    archivada,
    final,
    teacher,
    grupoA,
    grupoB,
    grupoOtro,
    ej,
    em,
    activa,
  };
}

type Page = TGetCalificacionesCursoResponse;
const names = (page: Page) => page.results.map((r) => r.nombre);

describe('getCalificacionesCurso', () => {
  it('shows each enrolled student with figures computed by hand', async () => {
    const w = await seed();
    const res = await get({ curso: w.course.id }, w.auth);
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    expect(page.curso).toEqual({ id: w.course.id, nombre: w.course.nombre, slug: w.course.slug });
    // The archived evaluation is no column; the others by id.
    expect(page.evaluaciones).toEqual([
      { id: w.parcial.id, nombre: 'Parcial', calificacion_aprobatoria: '60.00' },
      { id: w.final.id, nombre: 'Final', calificacion_aprobatoria: '60.00' },
    ]);
    expect(page.grupos).toEqual([
      { id: w.grupoA.id, nombre: 'Grupo A' },
      { id: w.grupoB.id, nombre: 'Grupo B' },
    ]);
    expect(page.count).toBe(2);
    // By last name: Núñez before Pérez.
    expect(page.results).toEqual([
      {
        alumno_curso: w.em.id,
        alumno: w.em.alumno,
        nombre: 'María',
        apellidos: 'Núñez',
        email: 'maria@prueba.test',
        activo: 1,
        avance: 0,
        subtemas_terminados: 0,
        subtemas_total: 3,
        evaluaciones: [
          { evaluacion: w.parcial.id, calificacion: '50.00', aprobada: false, intentos: 1 },
          { evaluacion: w.final.id, calificacion: null, aprobada: false, intentos: 0 },
        ],
        respuestas_foro: 0,
        ultima_actividad: w.activa.toISOString(),
        acceso_hasta: new Date(Date.parse('2026-03-02T12:00:00Z') + 30 * 86_400_000).toISOString(),
      },
      {
        alumno_curso: w.ej.id,
        alumno: w.ej.alumno,
        nombre: 'José',
        apellidos: 'Pérez',
        email: 'jose.perez@prueba.test',
        activo: 1,
        avance: 66,
        subtemas_terminados: 2,
        subtemas_total: 3,
        evaluaciones: [
          { evaluacion: w.parcial.id, calificacion: '75.50', aprobada: true, intentos: 2 },
          { evaluacion: w.final.id, calificacion: null, aprobada: false, intentos: 0 },
        ],
        respuestas_foro: 3,
        ultima_actividad: null,
        acceso_hasta: new Date(Date.parse('2026-03-01T12:00:00Z') + 30 * 86_400_000).toISOString(),
      },
    ]);
  });

  it('filters by group, searches names and e-mails without accents, sorts by any column', async () => {
    const w = await seed();
    const page = async (q: Record<string, string | number>) => {
      const res = await get({ curso: w.course.id, ...q }, w.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    expect(names(await page({ grupo: w.grupoA.id }))).toEqual(['José']);
    expect(names(await page({ grupo: w.grupoB.id }))).toEqual(['María']);
    expect(names(await page({ search: 'JOSE perez' }))).toEqual(['José']);
    expect(names(await page({ search: 'nunez' }))).toEqual(['María']);
    expect(names(await page({ search: 'maria@prueba' }))).toEqual(['María']);
    expect((await page({ search: 'nadie' })).count).toBe(0);
    expect(names(await page({ search: 'perez', grupo: w.grupoB.id }))).toEqual([]);

    expect(names(await page({ orden: '-alumno' }))).toEqual(['José', 'María']);
    expect(names(await page({ orden: 'email' }))).toEqual(['José', 'María']);
    expect(names(await page({ orden: '-avance' }))).toEqual(['José', 'María']);
    expect(names(await page({ orden: 'avance' }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: '-subtemas_terminados' }))).toEqual(['José', 'María']);
    expect(names(await page({ orden: `evaluacion_${w.parcial.id}` }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: `-evaluacion_${w.parcial.id}` }))).toEqual(['José', 'María']);
    // A grade's order that is not the names': María graded at the final, José's attempt open.
    await attempt(w.em.id, w.final.id, 1, '80.00', 1);
    expect(names(await page({ orden: `-evaluacion_${w.final.id}` }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: `evaluacion_${w.final.id}` }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: '-respuestas_foro' }))).toEqual(['José', 'María']);
    // No activity is last whichever the direction.
    expect(names(await page({ orden: 'ultima_actividad' }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: '-ultima_actividad' }))).toEqual(['María', 'José']);
    expect(names(await page({ orden: '-acceso_hasta' }))).toEqual(['María', 'José']);
  });

  it('pages by 20 with the same statements for 3 and for 25 students', async () => {
    const w = await seed();
    const statements = async (page: number) => {
      t.app.ctx.cache.clear();
      const res = await get({ curso: w.course.id, page, orden: '-avance' }, w.auth);
      expect(res.statusCode).toBe(200);
      return { n: Number(res.headers['x-sql-statements']), body: res.json() as Page };
    };
    const small = await statements(1);
    for (let i = 0; i < 23; i++) {
      const s = await createStudent(t.app.ctx, { first_name: `Alumno ${i}`, password: null });
      await enrol(t.app.ctx, s.id, w.course.id);
    }
    const first = await statements(1);
    const second = await statements(2);
    expect(first.body.count).toBe(25);
    expect(first.body.results).toHaveLength(20);
    expect(second.body.results).toHaveLength(5);
    const seen = new Set(
      [...first.body.results, ...second.body.results].map((r) => r.alumno_curso),
    );
    expect(seen.size).toBe(25);
    expect(first.n).toBe(small.n);
    expect(second.n).toBe(small.n);
    // The session, then one statement: the course with its columns, the page and its total.
    expect(small.n).toBe(2);
    // A page past the end is empty and still says how many there are, in as many statements.
    const past = await statements(3);
    expect(past.body.results).toEqual([]);
    expect(past.body.count).toBe(25);
    expect(past.n).toBe(small.n);
  });

  it('refuses anonymous, students and teachers, bad input and groups of another course', async () => {
    const w = await seed();
    expect((await get({ curso: w.course.id })).statusCode).toBe(401);
    const student = await createStudent(t.app.ctx);
    expect(
      (await get({ curso: w.course.id }, await loginAs(t.app, student.email))).statusCode,
    ).toBe(403);
    const teacherAuth = await loginAs(t.app, w.teacher.email);
    expect((await get({ curso: w.course.id }, teacherAuth)).statusCode).toBe(403);
    expect((await exportCsv({ curso: w.course.id }, teacherAuth)).statusCode).toBe(403);

    for (const bad of [{ curso: 'x' }, { curso: 0 }, { curso: w.course.id, orden: 'password' }]) {
      const res = await get(bad, w.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    // An archived (or foreign) evaluation is no column to sort by.
    const archived = await get(
      { curso: w.course.id, orden: `evaluacion_${w.archivada.id}` },
      w.auth,
    );
    expect(archived.statusCode).toBe(400);
    // An id no evaluation can have (past PostgreSQL's integer) is refused the same way.
    expect(
      (await get({ curso: w.course.id, orden: 'evaluacion_9999999999' }, w.auth)).statusCode,
    ).toBe(400);
    expect((await get({ curso: 999_999 }, w.auth)).statusCode).toBe(404);
    const foreign = await get({ curso: w.course.id, grupo: w.grupoOtro.id }, w.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(GRUPO_NO_ENCONTRADO);
    expect(
      (await exportCsv({ curso: w.course.id, grupo: w.grupoOtro.id }, w.auth)).statusCode,
    ).toBe(404);
  });
});

describe('exportarCalificacionesCsv', () => {
  it('holds every row with the screen’s texts, cells safe from formulas', async () => {
    const w = await seed();
    const hostile = await createStudent(t.app.ctx, {
      first_name: '=HYPERLINK("http://x")',
      last_name: 'Zeta',
      password: null,
    });
    await enrol(t.app.ctx, hostile.id, w.course.id);
    const res = await exportCsv({ curso: w.course.id }, w.auth);
    expect(res.statusCode).toBe(200);
    const { nombre, csv } = res.json().content as { nombre: string; csv: string };
    expect(nombre).toBe(`calificaciones-${w.course.slug}.csv`);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Alumno,Correo electrónico,Avance,Lecciones terminadas,Parcial,Final,Respuestas en el foro,Última actividad,Fin del acceso',
    );
    const screen: Page = (await get({ curso: w.course.id }, w.auth)).json();
    const quoted = (cells: string[]) =>
      cells.map((c) => `"${c.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`).join(',');
    expect(lines.slice(1)).toEqual(screen.results.map((r) => quoted(celdasCalificaciones(r))));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(lines[2]).toContain('"75.50 Aprobada","Sin intentos","3"');

    const group = await exportCsv({ curso: w.course.id, grupo: w.grupoB.id }, w.auth);
    const groupLines = (group.json().content.csv as string).trimEnd().split('\r\n');
    expect(groupLines).toHaveLength(2);
    expect(groupLines[1]).toContain('"María Núñez"');
  });
});

describe('gradebookFor (the teacher area)', () => {
  it("lists only the teacher's groups' students, and refuses another group", async () => {
    const w = await seed();
    const mine = await gradebookFor(t.app.ctx, { curso: w.course.id, profesor: w.teacher.id });
    expect(names(mine)).toEqual(['José']);
    expect(mine.grupos).toEqual([{ id: w.grupoA.id, nombre: 'Grupo A' }]);
    expect(mine.count).toBe(1);
    await expect(
      gradebookFor(t.app.ctx, { curso: w.course.id, grupo: w.grupoB.id, profesor: w.teacher.id }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const other = await createTeacher(t.app.ctx);
    expect((await gradebookFor(t.app.ctx, { curso: w.course.id, profesor: other.id })).count).toBe(
      0,
    );
    const csv = await gradebookCsvFor(t.app.ctx, { curso: w.course.id, profesor: w.teacher.id });
    expect(csv.csv.trimEnd().split('\r\n')).toHaveLength(2);
  });
});
