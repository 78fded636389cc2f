import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { alumno_curso, grupo_alumnos, mail_outbox, users } from '../../db/schema/index';
import { ALREADY_MEMBER, TEACHER_INVALID } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function setup() {
  const admin = await createAdmin(t.app.ctx);
  const teacher = await createTeacher(t.app.ctx, { first_name: 'Jorge', last_name: 'Hernández' });
  const curso = await createCourse(t.app.ctx, { nombre: 'Python' });
  return { admin, teacher, curso, auth: await loginAs(t.app, admin.email) };
}

describe('groups of a course', () => {
  it('adds a group with its teacher, lists it by the course slug, edits and deactivates it', async () => {
    const { teacher, curso, auth } = await setup();
    const add = await post(
      '/api/agregarGrupoCurso/',
      {
        curso: curso.id,
        nombre: 'Sabatino',
        descripcion: 'Sábados',
        fecha_inicio: '2026-02-01',
        fecha_fin: '2026-06-01',
        profesor: teacher.id,
      },
      auth,
    );
    expect(add.statusCode, add.body).toBe(200);
    const grupo = add.json().content;
    expect(grupo).toMatchObject({
      nombre: 'Sabatino',
      profesor_nombre: 'Jorge',
      profesor_apellido: 'Hernández',
      fecha_inicio: '2026-02-01',
      activo: 1,
      alumnos: 0,
    });
    const list = (
      await post('/api/getGruposCurso/', { curso: curso.slug, activo: 1 }, auth)
    ).json();
    expect(list.curso).toEqual({ id: curso.id, nombre: 'Python', slug: curso.slug });
    expect(list.content.map((g: { id: number }) => g.id)).toEqual([grupo.id]);
    const edit = await post(
      '/api/actualizarGrupoCurso/',
      { grupo: grupo.id, nombre: 'Sabatino B', descripcion: '', profesor: '' },
      auth,
    );
    expect(edit.json().content).toMatchObject({
      nombre: 'Sabatino B',
      profesor: null,
      fecha_inicio: null,
    });
    expect(
      (await post('/api/getGrupoCurso/', { grupo: grupo.id }, auth)).json().content.nombre,
    ).toBe('Sabatino B');
    await post('/api/desactivarGrupoCurso/', { grupo: grupo.id }, auth);
    expect((await post('/api/getGruposCurso/', { curso: curso.id }, auth)).json().count).toBe(0);
    expect(
      (await post('/api/getGruposCurso/', { curso: curso.id, activo: 0 }, auth)).json().count,
    ).toBe(1);
    await post('/api/activarGrupoCurso/', { grupo: grupo.id }, auth);
    expect((await post('/api/getGruposCurso/', { curso: curso.id }, auth)).json().count).toBe(1);
  });

  it('refuses an end before the start, a student as teacher, and unknown courses', async () => {
    const { curso, auth } = await setup();
    const ana = await createStudent(t.app.ctx);
    const base = { curso: curso.id, nombre: 'G' };
    expect(
      (
        await post(
          '/api/agregarGrupoCurso/',
          { ...base, fecha_inicio: '2026-05-01', fecha_fin: '2026-01-01' },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    const bad = await post('/api/agregarGrupoCurso/', { ...base, profesor: ana.id }, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(TEACHER_INVALID);
    expect(
      (await post('/api/agregarGrupoCurso/', { ...base, curso: 99999 }, auth)).statusCode,
    ).toBe(404);
    expect((await post('/api/getGruposCurso/', { curso: 'no-existe' }, auth)).statusCode).toBe(404);
    expect(
      (await post('/api/agregarGrupoCurso/', { curso: curso.id, nombre: '' }, auth)).statusCode,
    ).toBe(400);
  });

  it('answers 401 and 403', async () => {
    const { curso } = await setup();
    const teacher = await createTeacher(t.app.ctx);
    expect((await post('/api/getGruposCurso/', { curso: curso.id })).statusCode).toBe(401);
    const tAuth = await loginAs(t.app, teacher.email);
    expect((await post('/api/getGruposCurso/', { curso: curso.id }, tAuth)).statusCode).toBe(403);
    expect((await get('/api/buscarAlumnoExistente/?search=ana', tAuth)).statusCode).toBe(403);
  });
});

describe('students of a group', () => {
  it('adds a new student: account, enrolment, membership and a welcome mail, all at once', async () => {
    const { curso, auth } = await setup();
    const grupo = await createGroup(t.app.ctx, curso.id);
    const res = await post(
      '/api/agregarAlumnoCursoGrupo/',
      {
        first_name: 'Lucía',
        last_name: 'Ñúñez',
        celular: '5512345678',
        username: 'lucia@prueba.test',
        email: 'lucia@prueba.test',
        empleo_actual: 'Analista',
        empresa: 'ACME',
        tipo: 1,
        curso: curso.id,
        grupo: grupo.id,
      },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const alumnoId = res.json().content.alumno_id;
    expect(res.json().content).toMatchObject({
      nombre: 'Lucía',
      email: 'lucia@prueba.test',
      precio_venta: null,
    });
    const [enrolment] = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(and(eq(alumno_curso.alumno, alumnoId), eq(alumno_curso.curso, curso.id)));
    expect(enrolment).toBeDefined();
    const [member] = await t.app.ctx.db
      .select()
      .from(grupo_alumnos)
      .where(eq(grupo_alumnos.alumno, alumnoId));
    expect(member?.alumno_curso).toBe(enrolment?.id);
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails.map((m) => m.destinatario)).toContain('lucia@prueba.test');

    const again = await post(
      '/api/agregarAlumnoCursoGrupo/',
      {
        first_name: 'L',
        last_name: 'N',
        celular: '1',
        email: 'lucia@prueba.test',
        curso: curso.id,
        grupo: grupo.id,
      },
      auth,
    );
    expect(again.statusCode).toBe(409);
    const count = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'lucia@prueba.test'));
    expect(count).toHaveLength(1);
    const members = (await post('/api/getAlumnosGrupoCurso/', { grupo: grupo.id }, auth)).json();
    expect(members.count).toBe(1);
    expect(members.grupo.id).toBe(grupo.id);
    expect(members.curso.id).toBe(curso.id);
  });

  it('adds an existing student found by the typeahead, once, enrolling them if needed', async () => {
    const { curso, auth } = await setup();
    const grupo = await createGroup(t.app.ctx, curso.id);
    const jose = await createStudent(t.app.ctx, { first_name: 'José', last_name: 'Pérez' });
    expect((await get('/api/buscarAlumnoExistente/?search=pe', auth)).json().results).toEqual([]);
    const found = (await get('/api/buscarAlumnoExistente/?search=PEREZ', auth)).json().results;
    expect(found.map((r: { id: number }) => r.id)).toEqual([jose.id]);
    const ids = { alumno: jose.id, grupo: grupo.id, curso: curso.id };
    expect((await post('/api/agregarAlumnoExistenteCursoGrupo/', ids, auth)).statusCode).toBe(200);
    const twice = await post('/api/agregarAlumnoExistenteCursoGrupo/', ids, auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ALREADY_MEMBER);
    const other = await createCourse(t.app.ctx);
    expect(
      (await post('/api/agregarAlumnoExistenteCursoGrupo/', { ...ids, curso: other.id }, auth))
        .statusCode,
    ).toBe(400);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (await post('/api/agregarAlumnoExistenteCursoGrupo/', { ...ids, alumno: teacher.id }, auth))
        .statusCode,
    ).toBe(404);
  });

  it('answers the additional data of a member with the balance', async () => {
    const { curso, auth } = await setup();
    const grupo = await createGroup(t.app.ctx, curso.id);
    const ana = await createStudent(t.app.ctx);
    const e = await enrol(t.app.ctx, ana.id, curso.id);
    await addMember(t.app.ctx, grupo.id, ana.id, { alumno_curso: e.id, precio_venta: '900.00' });
    const res = (
      await post('/api/getDatosAlumnoCursoGrupo/', { alumno: ana.id, grupo: grupo.id }, auth)
    ).json();
    expect(res.content).toMatchObject({
      alumno: { id: ana.id },
      cuenta: { precio_venta: '900.00', total_pagado: '0.00', saldo: '900.00' },
      inscripcion_activa: 1,
    });
    const stranger = await createStudent(t.app.ctx);
    expect(
      (await post('/api/getDatosAlumnoCursoGrupo/', { alumno: stranger.id, grupo: grupo.id }, auth))
        .statusCode,
    ).toBe(404);
  });
});
