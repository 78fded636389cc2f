import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_curso,
  auditoria,
  mail_outbox,
  password_resets,
  users,
} from '../../db/schema/index';
import { EMAIL_TAKEN } from '../auth/index';
import {
  CORREO_DEL_PERSONAL,
  inscripcionPendienteMail,
  REGISTRO_EXITOSO,
  REGISTRO_PENDIENTE,
  SIN_PRUEBA_GRATUITA,
} from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const persona = {
  first_name: 'Lucía',
  last_name: 'Hernández',
  celular: '5511112222',
  username: 'lucia@prueba.test',
  email: 'Lucia@Prueba.test',
  empleo_actual: 'Soporte',
  empresa: 'ACME',
  tipo: 1,
};

describe('getDatosCurso', () => {
  it('answers the course as a one-item list, 404 for an unknown slug, 400 for a bad one', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'redes', nombre: 'Redes' });
    const res = await post('/api/getDatosCurso/', { slug: 'redes' });
    expect(res.json().content).toEqual([
      expect.objectContaining({
        id: curso.id,
        nombre: 'Redes',
        horas_curso: 40,
        precio: '1500.00',
        fecha_inicio: '2026-01-15',
      }),
    ]);
    expect((await post('/api/getDatosCurso/', { slug: 'nada' })).statusCode).toBe(404);
    expect((await post('/api/getDatosCurso/', { slug: 'Mal Slug' })).statusCode).toBe(400);
  });
});

describe('registrarAlumnoAdmin', () => {
  it('a free course: creates the student without password, enrols once at once and mails the welcome link', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'redes', precio: '0.00' });
    const res = await post('/api/registrarAlumnoAdmin/', {
      ...persona,
      username: 'lucia@prueba.test',
      curso: 'redes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ mensaje: REGISTRO_EXITOSO, pendiente: false });
    const [user] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'lucia@prueba.test'));
    expect(user).toMatchObject({ tipo: 1, is_staff: false, password: null, empresa: 'ACME' });
    const again = await post('/api/registrarAlumnoAdmin/', {
      ...persona,
      first_name: 'Otro',
      curso: 'redes',
    });
    expect(again.statusCode).toBe(200);
    const enrolments = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(eq(alumno_curso.curso, curso.id));
    expect(enrolments.map((e) => [e.estado, e.prueba])).toEqual([['confirmada', false]]);
    const [unchanged] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'lucia@prueba.test'));
    expect(unchanged?.first_name).toBe('Lucía');
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails[0]?.destinatario).toBe('lucia@prueba.test');
    expect(mails[0]?.texto).toContain('/restablecer-contrasena/');
    expect(mails[0]?.texto).not.toContain('pendiente');
    const links = await t.app.ctx.db.select().from(password_resets);
    expect(links.every((l) => l.proposito === 'bienvenida')).toBe(true);
  });

  it('a paid course: the enrolment waits for confirmation, and the answer and the welcome mail say so', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'redes', precio: '1500.00' });
    const res = await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'redes' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual({ mensaje: REGISTRO_PENDIENTE, pendiente: true });
    const [enrolment] = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(eq(alumno_curso.curso, curso.id));
    expect(enrolment).toMatchObject({ estado: 'pendiente', confirmada_en: null, prueba: false });
    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    expect(mail?.texto).toContain('/restablecer-contrasena/');
    expect(mail?.texto).toContain(inscripcionPendienteMail(curso.nombre));
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad, 'alumno_curso'));
    expect(audit?.detalles).toMatchObject({
      alumno: 'Lucía Hernández',
      curso: curso.nombre,
      estado: 'pendiente',
      registro_publico: true,
    });
  });

  it('mails one address at most three welcomes a day, from any number of addresses', async () => {
    await createCourse(t.app.ctx, { slug: 'redes' });
    for (let i = 1; i <= 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registrarAlumnoAdmin/',
        payload: { ...persona, curso: 'redes' },
        remoteAddress: `203.0.113.${i}`,
      });
      // The same answer every time: it must not tell whether the address got a mail.
      expect(res.json()).toMatchObject({ success: true });
    }
    const mails = await t.app.ctx.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.destinatario, 'lucia@prueba.test'));
    expect(mails).toHaveLength(3);
  });

  it("an existing account's e-mail, even in a free course: pending, its owner told by mail, its sessions and data untouched", async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'datos', precio: '0.00' });
    const student = await createStudent(t.app.ctx, {
      email: 'lucia@prueba.test',
      first_name: 'Lu',
    });
    await enrol(t.app.ctx, student.id, (await createCourse(t.app.ctx)).id);
    const session = await loginAs(t.app, student.email);
    const res = await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'datos' });
    expect(res.statusCode).toBe(200);
    // The answer is a free course's, as for a new e-mail: it does not tell who has an account.
    expect(res.json().content).toEqual({ mensaje: REGISTRO_EXITOSO, pendiente: false });
    const rows = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(and(eq(alumno_curso.alumno, student.id), eq(alumno_curso.curso, curso.id)));
    expect(rows.map((r) => r.estado)).toEqual(['pendiente']);
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails.map((m) => [m.destinatario, m.asunto])).toEqual([
      ['lucia@prueba.test', `Solicitud de inscripción a ${curso.nombre}`],
    ]);
    expect(mails[0]?.texto).toContain('Si no fuiste tú');
    expect((await get('/api/getTipo/', session)).statusCode).toBe(200);
    const [same] = await t.app.ctx.db.select().from(users).where(eq(users.id, student.id));
    expect(same?.first_name).toBe('Lu');
    // Asking again for the same course mails nothing more.
    await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'datos' });
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(1);
  });

  it('a rejected enrolment asked for again waits for a decision once more', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'datos' });
    const student = await createStudent(t.app.ctx, { email: 'lucia@prueba.test' });
    const enrolment = await enrol(t.app.ctx, student.id, curso.id, { estado: 'rechazada' });
    expect(
      (await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'datos' })).statusCode,
    ).toBe(200);
    const [row] = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(eq(alumno_curso.id, enrolment.id));
    expect(row?.estado).toBe('pendiente');
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(1);
  });

  it('never turns a staff account into a student, nor lets the payload set tipo', async () => {
    await createCourse(t.app.ctx, { slug: 'redes' });
    await createTeacher(t.app.ctx, { email: 'lucia@prueba.test' });
    const res = await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'redes' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CORREO_DEL_PERSONAL);
    const asAdmin = await post('/api/registrarAlumnoAdmin/', {
      ...persona,
      email: 'x@prueba.test',
      username: 'x@prueba.test',
      tipo: 0,
      curso: 'redes',
    });
    expect(asAdmin.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(alumno_curso)).toEqual([]);
  });

  it('refuses an unknown course with 404 and bad data with 400, writing nothing', async () => {
    expect(
      (await post('/api/registrarAlumnoAdmin/', { ...persona, curso: 'nada' })).statusCode,
    ).toBe(404);
    const bad = await post('/api/registrarAlumnoAdmin/', { ...persona, email: 'no', curso: 'x' });
    expect(bad.statusCode).toBe(400);
    const mismatch = await post('/api/registrarAlumnoAdmin/', {
      ...persona,
      username: 'otro@x.test',
      curso: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(users)).toEqual([]);
  });
});

describe('createAlumno', () => {
  it('creates a student without course and mails the link; a taken e-mail is 409', async () => {
    const res = await post('/api/createAlumno/', persona);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.ctx.db.select().from(mail_outbox)).length).toBe(1);
    const again = await post('/api/createAlumno/', persona);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EMAIL_TAKEN);
    expect((await post('/api/createAlumno/', { ...persona, tipo: 2 })).statusCode).toBe(400);
    expect((await post('/api/createAlumno/', { email: 'a@b.test' })).statusCode).toBe(400);
  });
});

describe('createDemoUser', () => {
  it('creates an expiring student with a lessons-only trial of a marked course, signed in', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'redes', prueba_gratuita: true });
    const res = await post('/api/createDemoUser/', {
      first_name: 'Prueba',
      email: 'demo@prueba.test',
      curso: 'redes',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, expira } = res.json().content;
    expect(new Date(expira).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await get('/api/getTipo/', `token ${token}`)).json().content.tipo).toBe(1);
    const [user] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo@prueba.test'));
    expect(user?.expira).not.toBeNull();
    const rows = await t.app.ctx.db.select().from(alumno_curso);
    expect(rows).toEqual([
      expect.objectContaining({
        alumno: user?.id,
        curso: curso.id,
        estado: 'confirmada',
        prueba: true,
        acceso_hasta: new Date(expira),
      }),
    ]);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad, 'alumno_curso'));
    expect(audit?.detalles).toMatchObject({
      alumno: 'Prueba',
      curso: curso.nombre,
      tipo: 'prueba gratuita (solo lecciones)',
    });
    const taken = await post('/api/createDemoUser/', {
      first_name: 'x',
      email: 'demo@prueba.test',
      curso: 'redes',
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await post('/api/createDemoUser/', { first_name: 'x', email: 'y@x.test', curso: 'nada' }))
        .statusCode,
    ).toBe(404);
    // A fourth attempt from the same address is over the limit: this one comes from another.
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/createDemoUser/',
      payload: { email: 'y@x.test', curso: 'redes' },
      remoteAddress: '10.0.0.9',
    });
    expect(noName.statusCode).toBe(400);
    const limited = await post('/api/createDemoUser/', {
      first_name: 'x',
      email: 'z@x.test',
      curso: 'redes',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a trial of a course without the mark (400), writing nothing', async () => {
    await createCourse(t.app.ctx, { slug: 'redes' });
    const res = await post('/api/createDemoUser/', {
      first_name: 'Prueba',
      email: 'demo@prueba.test',
      curso: 'redes',
    });
    expect([res.statusCode, res.json().error.message]).toEqual([400, SIN_PRUEBA_GRATUITA]);
    expect(await t.app.ctx.db.select().from(users)).toEqual([]);
    expect(await t.app.ctx.db.select().from(alumno_curso)).toEqual([]);
  });

  it('a public registration of a demo e-mail keeps its session and expiry: the course waits, the mailbox gets the link', async () => {
    const curso = await createCourse(t.app.ctx, { slug: 'redes', prueba_gratuita: true });
    const otro = await createCourse(t.app.ctx, { slug: 'otro', precio: '0.00' });
    const demo = await post('/api/createDemoUser/', {
      first_name: 'P',
      email: 'demo@prueba.test',
      curso: 'redes',
    });
    const token = demo.json().content.token;
    const res = await post('/api/registrarAlumnoAdmin/', {
      ...persona,
      email: 'demo@prueba.test',
      username: '',
      curso: 'otro',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/getTipo/', `token ${token}`)).statusCode).toBe(200);
    const [user] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo@prueba.test'));
    expect(user?.expira).not.toBeNull();
    const rows = await t.app.ctx.db
      .select()
      .from(alumno_curso)
      .where(eq(alumno_curso.alumno, user?.id ?? 0));
    const state = (id: number) => rows.find((r) => r.curso === id);
    expect(state(curso.id)).toMatchObject({ estado: 'confirmada', prueba: true });
    expect(state(otro.id)).toMatchObject({ estado: 'pendiente', prueba: false });
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.texto).toContain('/restablecer-contrasena/');
  });
});

describe('getSuperUserDisponible', () => {
  it('is true until an active administrator exists', async () => {
    expect((await get('/api/getSuperUserDisponible/')).json().content.disponible).toBe(true);
    await createAdmin(t.app.ctx);
    expect((await get('/api/getSuperUserDisponible/')).json().content.disponible).toBe(false);
  });
});
