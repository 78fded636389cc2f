import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createStudent, loginAs } from '../../../test/factories';
import { createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import {
  adminAuth,
  createEvaluation,
  createForum,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import {
  alumno_curso,
  auditoria,
  cursos,
  mail_outbox,
  password_resets,
  users,
} from '../../db/schema/index';
import {
  INSCRIPCION_YA_CONFIRMADA,
  INSCRIPCION_YA_RECHAZADA,
  inscripcionPendiente,
  inscripcionRechazada,
  PRUEBA_SOLO_LECCIONES,
} from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const DAY = 24 * 60 * 60 * 1000;

const enrolmentRow = async (id: number) =>
  (await t.app.ctx.db.select().from(alumno_curso).where(eq(alumno_curso.id, id)))[0];

/** A learning course (three lessons, a forum, an evaluation) and a student pending in it. */
async function pendingStudent(o: Parameters<typeof enrolledStudent>[2] = {}) {
  const learning = await createLearningCourse(t.app.ctx);
  await createForum(t.app.ctx, learning.course.id);
  const evaluation = await createEvaluation(t.app.ctx, learning.course.id);
  const student = await enrolledStudent(t.app, learning.course.id, {
    estado: 'pendiente',
    ...o,
  });
  return { ...learning, ...student, evaluation };
}

/** The student calls a pending or trial enrolment may or may not make, with their statuses. */
async function studentCalls(
  auth: string,
  ids: { curso: number; alumno_curso: number; unique_id: string; subtema: number },
) {
  const calls = {
    getTemasCurso: await post(
      '/api/getTemasCurso/',
      { curso: ids.curso, alumno_curso: ids.unique_id },
      auth,
    ),
    getSubtema: await post('/api/getSubtema/', { subtema: ids.subtema, curso: ids.curso }, auth),
    marcarComoCompletado: await post(
      '/api/marcarComoCompletado/',
      { subtema: ids.subtema, alumno_curso: ids.alumno_curso },
      auth,
    ),
    getForosDiscusionAlumnoCurso: await post(
      '/api/getForosDiscusionAlumnoCurso/',
      { curso: ids.curso },
      auth,
    ),
    getEvaluacionesCursoAlumno: await post(
      '/api/getEvaluacionesCursoAlumno/',
      { curso: ids.curso, alumno_curso: ids.alumno_curso },
      auth,
    ),
  };
  return Object.fromEntries(
    Object.entries(calls).map(([name, res]) => [
      name,
      res.statusCode === 200 ? 200 : [res.statusCode, res.json().error.message],
    ]),
  );
}

describe('a pending enrolment', () => {
  it('opens no lesson, forum or evaluation (403 naming the academy contact); its card says so', async () => {
    const { course, lessons, enrolment, auth } = await pendingStudent();
    const pending = [403, inscripcionPendiente(t.app.ctx.config)];
    expect(pending[1]).toContain(t.app.ctx.config.contactEmail);
    const ids = {
      curso: course.id,
      alumno_curso: enrolment.id,
      unique_id: enrolment.unique_id,
      subtema: lessons[0]?.id ?? 0,
    };
    expect(await studentCalls(auth, ids)).toEqual({
      getTemasCurso: pending,
      getSubtema: pending,
      marcarComoCompletado: pending,
      getForosDiscusionAlumnoCurso: pending,
      getEvaluacionesCursoAlumno: pending,
    });
    const [card] = (await get('/api/getCursosAlumno/', auth)).json().content;
    expect(card).toMatchObject({ alumno_curso: enrolment.id, pendiente: true, prueba: false });
  });

  it('a rejected one is refused with its own message and leaves Mis Cursos', async () => {
    const { course, lessons, enrolment, auth } = await pendingStudent({ estado: 'rechazada' });
    const res = await post('/api/getSubtema/', { subtema: lessons[0]?.id, curso: course.id }, auth);
    expect([res.statusCode, res.json().error.message]).toEqual([
      403,
      inscripcionRechazada(t.app.ctx.config),
    ]);
    expect((await get('/api/getCursosAlumno/', auth)).json().content).toEqual([]);
    expect(enrolment.estado).toBe('rechazada');
  });
});

describe('a trial enrolment', () => {
  it('opens lessons only: forums and evaluations answer 403', async () => {
    const { course, lessons, enrolment, auth } = await pendingStudent({
      estado: 'confirmada',
      prueba: true,
      acceso_hasta: new Date(Date.now() + 7 * DAY),
    });
    const trial = [403, PRUEBA_SOLO_LECCIONES];
    expect(
      await studentCalls(auth, {
        curso: course.id,
        alumno_curso: enrolment.id,
        unique_id: enrolment.unique_id,
        subtema: lessons[0]?.id ?? 0,
      }),
    ).toEqual({
      getTemasCurso: 200,
      getSubtema: 200,
      marcarComoCompletado: 200,
      getForosDiscusionAlumnoCurso: trial,
      getEvaluacionesCursoAlumno: trial,
    });
    const [card] = (await get('/api/getCursosAlumno/', auth)).json().content;
    expect(card).toMatchObject({ pendiente: false, prueba: true, acceso_vigente: true });

    // An administrator may confirm a trial straight away: it becomes the course.
    const { auth: admin } = await adminAuth(t.app);
    const res = await post('/api/confirmarInscripcion/', { alumno_curso: enrolment.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await enrolmentRow(enrolment.id)).toMatchObject({
      estado: 'confirmada',
      prueba: false,
      acceso_hasta: null,
    });
    const forums = await post('/api/getForosDiscusionAlumnoCurso/', { curso: course.id }, auth);
    expect(forums.statusCode).toBe(200);
  });

  it('through createDemoUser: the lesson opens, the evaluation does not, and the 7 days end it', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    await t.app.ctx.db
      .update(cursos)
      .set({ prueba_gratuita: true })
      .where(eq(cursos.id, course.id));
    await createEvaluation(t.app.ctx, course.id);
    const res = await post('/api/createDemoUser/', {
      first_name: 'Ana',
      email: 'ana@prueba.test',
      curso: course.slug,
    });
    expect(res.statusCode, res.body).toBe(200);
    const auth = `token ${res.json().content.token}`;
    const [row] = await t.app.ctx.db.select().from(alumno_curso);
    if (!row) throw new Error('no enrolment');
    const lesson = await post(
      '/api/getSubtema/',
      { subtema: lessons[0]?.id, curso: course.id },
      auth,
    );
    expect(lesson.statusCode).toBe(200);
    const evaluations = await post(
      '/api/getEvaluacionesCursoAlumno/',
      { curso: course.id, alumno_curso: row.id },
      auth,
    );
    expect([evaluations.statusCode, evaluations.json().error.message]).toEqual([
      403,
      PRUEBA_SOLO_LECCIONES,
    ]);
    // Seven days later the lessons close too (the account's own expiry aside).
    await t.app.ctx.db
      .update(alumno_curso)
      .set({ acceso_hasta: new Date(Date.now() - 1000) })
      .where(eq(alumno_curso.id, row.id));
    const late = await post(
      '/api/getSubtema/',
      { subtema: lessons[0]?.id, curso: course.id },
      auth,
    );
    expect(late.statusCode).toBe(403);
  });
});

describe('getInscripcionesPendientes', () => {
  it('lists pending enrolments oldest first, paged, by course and by name or e-mail', async () => {
    const { auth: admin } = await adminAuth(t.app);
    const redes = await createCourse(t.app.ctx, { nombre: 'Redes' });
    const datos = await createCourse(t.app.ctx, { nombre: 'Datos' });
    const jose = await createStudent(t.app.ctx, {
      first_name: 'José',
      last_name: 'Pérez',
      email: 'jose@prueba.test',
    });
    const ana = await createStudent(t.app.ctx, { first_name: 'Ana', email: 'ana@prueba.test' });
    const old = await enrol(t.app.ctx, jose.id, redes.id, {
      estado: 'pendiente',
      fecha: new Date(Date.now() - 2 * DAY),
    });
    const recent = await enrol(t.app.ctx, ana.id, datos.id, { estado: 'pendiente' });
    await enrol(t.app.ctx, ana.id, redes.id); // confirmed: not listed
    await enrol(t.app.ctx, jose.id, datos.id, { estado: 'rechazada' }); // rejected: not listed

    const list = async (query = '') => {
      const res = await get(`/api/getInscripcionesPendientes/${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return {
        ids: body.results.map((r: { alumno_curso: number }) => r.alumno_curso),
        count: body.count,
      };
    };
    expect(await list()).toEqual({ ids: [old.id, recent.id], count: 2 });
    const [first] = (await get('/api/getInscripcionesPendientes/', admin)).json().results;
    expect(first).toMatchObject({
      first_name: 'José',
      last_name: 'Pérez',
      email: 'jose@prueba.test',
      curso: redes.id,
      curso_nombre: 'Redes',
      precio: '1500.00',
    });
    expect(await list(`?curso=${datos.id}`)).toEqual({ ids: [recent.id], count: 1 });
    expect(await list('?search=jose%20perez')).toEqual({ ids: [old.id], count: 1 });
    expect(await list('?search=ANA@prueba')).toEqual({ ids: [recent.id], count: 1 });
    expect(await list('?page=2')).toEqual({ ids: [], count: 2 });
    expect((await get('/api/getInscripcionesPendientes/?page=0', admin)).statusCode).toBe(400);
    expect((await get('/api/getInscripcionesPendientes/')).statusCode).toBe(401);
    const student = await loginAs(t.app, ana.email);
    expect((await get('/api/getInscripcionesPendientes/', student)).statusCode).toBe(403);
  });
});

describe('confirmarInscripcion', () => {
  it('opens the course from now on: access counts from the confirmation; mailed and audited with names', async () => {
    const { course, lessons, enrolment, auth, student } = await pendingStudent({
      fecha: new Date(Date.now() - 400 * DAY),
    });
    await t.app.ctx.db.delete(mail_outbox);
    const { auth: admin } = await adminAuth(t.app);
    const res = await post('/api/confirmarInscripcion/', { alumno_curso: enrolment.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const confirmedAt = new Date(res.json().content.confirmada_en).getTime();
    expect(Math.abs(confirmedAt - Date.now())).toBeLessThan(60_000);

    const lesson = await post(
      '/api/getSubtema/',
      { subtema: lessons[0]?.id, curso: course.id },
      auth,
    );
    expect(lesson.statusCode).toBe(200);
    const [card] = (await get('/api/getCursosAlumno/', auth)).json().content;
    // Registered 400 days ago, but the 365 days count from the confirmation.
    expect(card).toMatchObject({ pendiente: false, acceso_vigente: true });
    expect(new Date(card.acceso_hasta).getTime()).toBe(confirmedAt + 365 * DAY);

    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    expect([mail?.destinatario, mail?.asunto]).toEqual([
      student.email,
      `Tu inscripción a ${course.nombre} está confirmada`,
    ]);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'confirmar'));
    expect(audit).toMatchObject({ entidad: 'alumno_curso', entidad_id: String(enrolment.id) });
    expect(audit?.detalles).toMatchObject({
      alumno: `${student.first_name} ${student.last_name}`.trim(),
      curso: course.nombre,
      como: 'Inscripciones',
    });

    const again = await post('/api/confirmarInscripcion/', { alumno_curso: enrolment.id }, admin);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      INSCRIPCION_YA_CONFIRMADA,
    ]);
    const reject = await post(
      '/api/rechazarInscripcion/',
      { alumno_curso: enrolment.id, motivo: 'Tarde' },
      admin,
    );
    expect(reject.statusCode).toBe(409);
    expect(
      (await post('/api/confirmarInscripcion/', { alumno_curso: 999_999 }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/confirmarInscripcion/', { alumno_curso: 'x' }, admin)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/confirmarInscripcion/', { alumno_curso: enrolment.id }, auth)).statusCode,
    ).toBe(403);
  });

  it('two administrators confirming at once: one confirmation, one 409, one audit entry, one mail', async () => {
    const { enrolment } = await pendingStudent();
    await t.app.ctx.db.delete(mail_outbox);
    const { auth: admin } = await adminAuth(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/confirmarInscripcion/', { alumno_curso: enrolment.id }, admin),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'confirmar')),
    ).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(mail_outbox)).toHaveLength(1);
  });

  it("a demo account's enrolment: the trial becomes the course, the account lasting, its demo sessions end and the mailbox gets a link", async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    await t.app.ctx.db
      .update(cursos)
      .set({ prueba_gratuita: true })
      .where(eq(cursos.id, course.id));
    const demo = await post('/api/createDemoUser/', {
      first_name: 'Ana',
      email: 'ana@prueba.test',
      curso: course.slug,
    });
    const token = `token ${demo.json().content.token}`;
    // The visitor then registers for the course in earnest: pending, the trial goes on meanwhile.
    await post('/api/registrarAlumnoAdmin/', {
      first_name: 'Ana',
      last_name: 'López',
      celular: '5511112222',
      username: 'ana@prueba.test',
      email: 'ana@prueba.test',
      empleo_actual: '',
      empresa: '',
      tipo: 1,
      curso: course.slug,
    });
    const [row] = await t.app.ctx.db.select().from(alumno_curso);
    expect(row).toMatchObject({ estado: 'pendiente', prueba: true });
    expect(
      (await post('/api/getSubtema/', { subtema: lessons[0]?.id, curso: course.id }, token))
        .statusCode,
    ).toBe(200);
    await t.app.ctx.db.delete(mail_outbox);
    await t.app.ctx.db.delete(password_resets);

    const { auth: admin } = await adminAuth(t.app);
    const res = await post('/api/confirmarInscripcion/', { alumno_curso: row?.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await enrolmentRow(row?.id ?? 0)).toMatchObject({
      estado: 'confirmada',
      prueba: false,
      acceso_hasta: null,
    });
    const [user] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana@prueba.test'));
    expect(user?.expira).toBeNull();
    expect((await get('/api/getTipo/', token)).statusCode).toBe(401);
    const links = await t.app.ctx.db.select().from(password_resets);
    expect(links.map((l) => l.proposito)).toEqual(['bienvenida']);
    expect((await t.app.ctx.db.select().from(mail_outbox)).map((m) => m.destinatario)).toEqual([
      'ana@prueba.test',
      'ana@prueba.test',
    ]);
  });

  it('adding the student to a group of the course confirms a pending enrolment', async () => {
    const { course, enrolment, student } = await pendingStudent();
    const group = await createGroup(t.app.ctx, course.id, { nombre: 'Sabatino' });
    const { auth: admin } = await adminAuth(t.app);
    const res = await post(
      '/api/agregarAlumnoExistenteCursoGrupo/',
      { alumno: student.id, grupo: group.id, curso: course.id },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await enrolmentRow(enrolment.id);
    expect(row?.estado).toBe('confirmada');
    expect(row?.confirmada_en).not.toBeNull();
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'confirmar'));
    expect(audit?.detalles).toMatchObject({ como: 'Agregado al grupo Sabatino' });
  });
});

describe('rechazarInscripcion', () => {
  it('needs a reason; rejects once, mailed and audited with the reason', async () => {
    const { course, enrolment, student } = await pendingStudent();
    await t.app.ctx.db.delete(mail_outbox);
    const { auth: admin } = await adminAuth(t.app);
    const noReason = await post('/api/rechazarInscripcion/', { alumno_curso: enrolment.id }, admin);
    expect(noReason.statusCode).toBe(400);
    const blank = await post(
      '/api/rechazarInscripcion/',
      { alumno_curso: enrolment.id, motivo: '  ' },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect((await enrolmentRow(enrolment.id))?.estado).toBe('pendiente');

    const res = await post(
      '/api/rechazarInscripcion/',
      { alumno_curso: enrolment.id, motivo: 'No recibimos el pago' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await enrolmentRow(enrolment.id))?.estado).toBe('rechazada');
    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    expect(mail?.destinatario).toBe(student.email);
    expect(mail?.texto).toContain('No recibimos el pago');
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'rechazar'));
    expect(audit?.detalles).toMatchObject({ curso: course.nombre, motivo: 'No recibimos el pago' });
    const again = await post(
      '/api/rechazarInscripcion/',
      { alumno_curso: enrolment.id, motivo: 'Otra vez' },
      admin,
    );
    expect([again.statusCode, again.json().error.message]).toEqual([409, INSCRIPCION_YA_RECHAZADA]);
  });
});
