import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createStudent, createTeacher, loginAs } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { adminAuth } from '../../../test/learning-factories';
import { alumno_curso, auditoria, grupo_alumnos, mail_outbox, users } from '../../db/schema/index';
import { EMAIL_TAKEN } from '../auth/index';
import { GRUPO_NO_DISPONIBLE, GRUPO_OBLIGATORIO, YA_EN_GRUPO, YA_INSCRITO } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const inscribir = (payload: object, auth?: string) =>
  post('/api/inscribirAlumnoCurso/', payload, auth);

const nuevoAlumno = (email = 'nueva.alumna@example.com') => ({
  first_name: 'Inés',
  last_name: 'Núñez',
  celular: '5512345678',
  email,
});

const enrolmentsOf = (alumno: number, curso: number) =>
  t.app.ctx.db
    .select()
    .from(alumno_curso)
    .where(and(eq(alumno_curso.alumno, alumno), eq(alumno_curso.curso, curso)));

describe('getOpcionesInscripcion', () => {
  it("answers the course's price and only its active groups", async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx, { precio: '1500' });
    const abierto = await createGroup(t.app.ctx, curso.id, { nombre: 'Grupo abierto' });
    await createGroup(t.app.ctx, curso.id, { nombre: 'Grupo cerrado', activo: 0 });
    const res = await post('/api/getOpcionesInscripcion/', { curso: curso.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({
      curso: { id: curso.id, nombre: curso.nombre, precio: '1500.00' },
      grupos: [{ id: abierto.id, nombre: 'Grupo abierto' }],
    });
    expect((await post('/api/getOpcionesInscripcion/', { curso: 999999 }, auth)).statusCode).toBe(
      404,
    );
  });
});

describe('inscribirAlumnoCurso', () => {
  it('creates a new student confirmed in the group with the sale price, mails the welcome and audits it, in words', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx, { precio: '2500' });
    const grupo = await createGroup(t.app.ctx, curso.id, { nombre: 'Sabatino' });
    const res = await inscribir(
      { curso: curso.id, nuevo_alumno: nuevoAlumno(), grupo: grupo.id, precio_venta: '2500' },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json();
    expect(content).toMatchObject({
      grupo: grupo.id,
      precio_venta: '2500.00',
      cuenta_nueva: true,
    });
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, content.alumno));
    expect(user).toMatchObject({ tipo: 1, email: 'nueva.alumna@example.com', password: null });
    const [enrolment] = await enrolmentsOf(content.alumno, curso.id);
    expect(enrolment).toMatchObject({ id: content.alumno_curso, estado: 'confirmada' });
    const [member] = await t.app.ctx.db
      .select()
      .from(grupo_alumnos)
      .where(eq(grupo_alumnos.alumno, content.alumno));
    expect(member).toMatchObject({
      grupo: grupo.id,
      alumno_curso: content.alumno_curso,
      precio_venta: '2500.00',
    });
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails.map((m) => m.destinatario)).toEqual(['nueva.alumna@example.com']);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'asignar'), eq(auditoria.entidad, 'alumno_curso')));
    expect(audit?.detalles).toMatchObject({
      alumno: 'Inés Núñez',
      curso: curso.nombre,
      grupo: 'Sabatino',
      precio_venta: '2500.00',
      cuenta_nueva: true,
    });
    // The payment this flow exists for can now be recorded against the group.
    const pago = await post(
      '/api/agregarPagoAlumnoCurso/',
      {
        alumno: content.alumno,
        grupo: grupo.id,
        monto: '500',
        fecha: '2026-01-15',
        metodo_pago: 4,
      },
      auth,
    );
    expect(pago.statusCode, pago.body).toBe(200);
  });

  it('enrols an existing student without a group when the course has none, and mails nothing', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const res = await inscribir({ curso: curso.id, alumno: student.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toMatchObject({
      alumno: student.id,
      grupo: null,
      precio_venta: null,
      cuenta_nueva: false,
    });
    expect(await enrolmentsOf(student.id, curso.id)).toMatchObject([{ estado: 'confirmada' }]);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(0);
  });

  it('confirms a pending enrolment (audited and mailed), and refuses one already confirmed', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    await enrol(t.app.ctx, student.id, curso.id, { estado: 'pendiente' });
    const res = await inscribir({ curso: curso.id, alumno: student.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await enrolmentsOf(student.id, curso.id);
    expect(row?.estado).toBe('confirmada');
    expect(row?.confirmada_en).not.toBeNull();
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'confirmar')),
    ).toHaveLength(1);
    const again = await inscribir({ curso: curso.id, alumno: student.id }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(YA_INSCRITO);
  });

  it('requires a group while the course has active groups, and only one of this course', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const otro = await createCourse(t.app.ctx);
    await createGroup(t.app.ctx, curso.id);
    const ajeno = await createGroup(t.app.ctx, otro.id);
    const inactivo = await createGroup(t.app.ctx, curso.id, { activo: 0 });
    const student = await createStudent(t.app.ctx);
    const sinGrupo = await inscribir({ curso: curso.id, alumno: student.id }, auth);
    expect(sinGrupo.statusCode).toBe(400);
    expect(sinGrupo.json().error.fields).toEqual([{ path: 'grupo', message: GRUPO_OBLIGATORIO }]);
    for (const grupo of [ajeno.id, inactivo.id, 999999]) {
      const res = await inscribir({ curso: curso.id, alumno: student.id, grupo }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(GRUPO_NO_DISPONIBLE);
    }
    expect(await enrolmentsOf(student.id, curso.id)).toHaveLength(0);
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const grupo = await createGroup(t.app.ctx, curso.id);
    const bad = [
      { curso: curso.id },
      { curso: curso.id, alumno: student.id, nuevo_alumno: nuevoAlumno() },
      {
        curso: curso.id,
        nuevo_alumno: { ...nuevoAlumno(), email: 'no-es-correo' },
        grupo: grupo.id,
      },
      { curso: curso.id, alumno: student.id, grupo: grupo.id, precio_venta: '-5' },
      { curso: curso.id, alumno: student.id, precio_venta: '100' },
    ];
    for (const payload of bad) {
      const res = await inscribir(payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect(await t.app.ctx.db.select().from(alumno_curso)).toHaveLength(0);
    expect((await inscribir({ curso: 999999, alumno: student.id }, auth)).statusCode).toBe(404);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (await inscribir({ curso: curso.id, alumno: teacher.id, grupo: grupo.id }, auth)).statusCode,
    ).toBe(404);
  });

  it('refuses an e-mail that already has an account next to its field, and a membership already there', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const grupo = await createGroup(t.app.ctx, curso.id);
    const student = await createStudent(t.app.ctx);
    const taken = await inscribir(
      { curso: curso.id, nuevo_alumno: nuevoAlumno(student.email), grupo: grupo.id },
      auth,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([
      { path: 'nuevo_alumno.email', message: EMAIL_TAKEN },
    ]);
    // Pending in the course but already in the group: the membership is not made twice.
    await enrol(t.app.ctx, student.id, curso.id, { estado: 'pendiente' });
    await addMember(t.app.ctx, grupo.id, student.id);
    const member = await inscribir({ curso: curso.id, alumno: student.id, grupo: grupo.id }, auth);
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe(YA_EN_GRUPO);
    expect((await enrolmentsOf(student.id, curso.id))[0]?.estado).toBe('pendiente');
  });

  it('answers 401 without a session and 403 to a student or a teacher', async () => {
    const curso = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const teacher = await createTeacher(t.app.ctx);
    const payload = { curso: curso.id, alumno: student.id };
    expect((await inscribir(payload)).statusCode).toBe(401);
    expect((await inscribir(payload, await loginAs(t.app, student.email))).statusCode).toBe(403);
    expect((await inscribir(payload, await loginAs(t.app, teacher.email))).statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(alumno_curso)).toHaveLength(0);
  });

  it('race: two enrolments of one student at once make one enrolment, one membership, one audit entry', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const grupo = await createGroup(t.app.ctx, curso.id);
    const student = await createStudent(t.app.ctx);
    const payload = { curso: curso.id, alumno: student.id, grupo: grupo.id, precio_venta: '900' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => inscribir(payload, auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await enrolmentsOf(student.id, curso.id)).toHaveLength(1);
    expect(
      await t.app.ctx.db.select().from(grupo_alumnos).where(eq(grupo_alumnos.alumno, student.id)),
    ).toHaveLength(1);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.entidad, 'alumno_curso')),
    ).toHaveLength(1);
  });

  it('race: one new e-mail sent twice at once makes one account and one enrolment', async () => {
    const { auth } = await adminAuth(t.app);
    const curso = await createCourse(t.app.ctx);
    const payload = { curso: curso.id, nuevo_alumno: nuevoAlumno('carrera@example.com') };
    const answers = await Promise.all(Array.from({ length: 4 }, () => inscribir(payload, auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const accounts = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'carrera@example.com'));
    expect(accounts).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(alumno_curso)).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(1);
  });
});
