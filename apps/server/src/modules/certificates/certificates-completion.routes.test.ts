import { DECLARACION_PDF } from '@academia/contract/certificates/certificate-statement';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../../test/certificates-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { createEvaluation } from '../../../test/learning-factories';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  auditoria,
  certificados,
  evaluaciones,
  mail_outbox,
  subtema_completado,
} from '../../db/schema/index';
import {
  CERTIFICADO_INSCRIPCION_PENDIENTE,
  CERTIFICADO_PRUEBA,
  faltaParaCertificado,
} from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function asAdmin() {
  const admin = await createAdmin(t.app.ctx, { first_name: 'Admin', last_name: 'Pruebas' });
  return { admin, auth: await loginAs(t.app, admin.email) };
}

/**
 * A course of three lessons and two evaluations (plus an archived one, which never counts),
 * with a student enrolled at 0 %.
 */
async function courseWithEvaluations(course: { certificado_automatico?: boolean } = {}) {
  const ctx = t.app.ctx;
  const curso = await createCourse(ctx, { nombre: 'Python para datos', ...course });
  const topic = await createTopic(ctx, curso.id);
  const lessons = [
    await createSubtopic(ctx, topic.id, { orden: 1 }),
    await createSubtopic(ctx, topic.id, { orden: 2 }),
    await createSubtopic(ctx, topic.id, { orden: 3 }),
  ];
  const parcial = await createEvaluation(ctx, curso.id, { nombre: 'Parcial' });
  const final = await createEvaluation(ctx, curso.id, { nombre: 'Examen final' });
  await createEvaluation(ctx, curso.id, { nombre: 'Examen viejo', archivada_en: new Date() });
  const student = await createStudent(ctx, { first_name: 'Luisa', last_name: 'Pérez' });
  const enrolment = await enrol(ctx, student.id, curso.id);
  return { curso, lessons, parcial, final, student, enrolment };
}

async function finishLessons(enrolment: number, lessons: readonly { id: number }[]) {
  await t.app.ctx.db
    .insert(subtema_completado)
    .values(lessons.map((l) => ({ alumno_curso: enrolment, subtema: l.id })));
}

async function pass(enrolment: number, evaluacion: number, resultado: 0 | 1 = 1) {
  const [{ n } = { n: 0 }] = await t.app.ctx.db
    .select({ n: alumno_evaluacion_curso.id })
    .from(alumno_evaluacion_curso)
    .where(
      and(
        eq(alumno_evaluacion_curso.alumno_curso, enrolment),
        eq(alumno_evaluacion_curso.evaluacion, evaluacion),
      ),
    );
  await t.app.ctx.db.insert(alumno_evaluacion_curso).values({
    alumno_curso: enrolment,
    evaluacion,
    no_intento: n ? 2 : 1,
    orden_preguntas: [],
    fecha: new Date(),
    calificacion: resultado ? '90.00' : '20.00',
    resultado,
  });
}

const certificatesOf = (enrolment: number) =>
  t.app.ctx.db.select().from(certificados).where(eq(certificados.alumno_curso, enrolment));

describe('generarCertificadoAlumno and completion (decision 018)', () => {
  it('refuses at 0 % with the progress and every evaluation not passed, by name', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await courseWithEvaluations();
    const res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.statusCode).toBe(409);
    const message = res.json().error.message;
    expect(message).toBe(
      'El alumno no ha completado el curso: lleva 0 % de avance (0 de 3 lecciones terminadas) ' +
        'y no ha aprobado las evaluaciones «Parcial», «Examen final». ' +
        'Para emitirlo de todos modos, escribe el motivo.',
    );
    expect(message).not.toContain('Examen viejo');
    expect(await certificatesOf(enrolment.id)).toHaveLength(0);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'generar')),
    ).toEqual([]);
  });

  it('names only what is still missing: a failed evaluation is not a passed one', async () => {
    const { auth } = await asAdmin();
    const { enrolment, lessons, parcial, final } = await courseWithEvaluations();
    await finishLessons(enrolment.id, lessons.slice(0, 2));
    await pass(enrolment.id, parcial.evaluation.id);
    await pass(enrolment.id, final.evaluation.id, 0);
    let res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'El alumno no ha completado el curso: lleva 66 % de avance (2 de 3 lecciones terminadas) ' +
        'y no ha aprobado la evaluación «Examen final». Para emitirlo de todos modos, escribe el motivo.',
    );
    await finishLessons(enrolment.id, lessons.slice(2));
    res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.json().error.message).toBe(
      'El alumno no ha completado el curso: no ha aprobado la evaluación «Examen final». ' +
        'Para emitirlo de todos modos, escribe el motivo.',
    );
  });

  it('issues once every current lesson is finished and every current evaluation passed', async () => {
    const { admin, auth } = await asAdmin();
    const { enrolment, lessons, parcial, final, curso } = await courseWithEvaluations();
    await finishLessons(enrolment.id, lessons);
    await pass(enrolment.id, parcial.evaluation.id);
    await pass(enrolment.id, final.evaluation.id);
    const res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.motivo).toBeNull();
    const [row] = await certificatesOf(enrolment.id);
    expect(row).toMatchObject({ motivo: null, evaluaciones_aprobadas: 2, generado_por: admin.id });
    const data = (
      await post('/api/getDatosCertificadoAlumno/', { unique_id: row?.unique_id })
    ).json();
    expect(data.content.logro).toBe('curso_y_evaluaciones');
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'generar'), eq(auditoria.entidad, 'certificados')));
    expect(entry?.detalles).toMatchObject({
      alumno: 'Luisa Pérez',
      curso: curso.nombre,
      avance: '100 %',
      evaluaciones_aprobadas: '2 de 2',
      completo: true,
    });
    expect(entry?.actor_nombre).toBe('Admin Pruebas');
  });

  it('a lesson added later or an evaluation archived changes what completion means', async () => {
    const { auth } = await asAdmin();
    const ctx = t.app.ctx;
    const { enrolment, lessons, parcial, final } = await courseWithEvaluations();
    await finishLessons(enrolment.id, lessons);
    await pass(enrolment.id, parcial.evaluation.id);
    // The final exam is archived: only the evaluations that are not archived must be passed.
    await ctx.db
      .update(evaluaciones)
      .set({ archivada_en: new Date() })
      .where(eq(evaluaciones.id, final.evaluation.id));
    const res = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('issues with a reason at 0 %: the reason is audited and shown to staff, never in public', async () => {
    const { auth } = await asAdmin();
    const { enrolment, curso } = await courseWithEvaluations();
    const motivo = 'Curso presencial: acreditó en el aula';
    const res = await post(
      '/api/generarCertificadoAlumno/',
      { alumno: enrolment.id, motivo: `  ${motivo} ` },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json().content;
    expect(issued.motivo).toBe(motivo);
    const [row] = await certificatesOf(enrolment.id);
    expect(row).toMatchObject({ motivo, evaluaciones_aprobadas: 0 });

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'generar'), eq(auditoria.entidad, 'certificados')));
    expect(entry?.detalles).toMatchObject({ motivo, avance: '0 %', completo: false });

    // Staff: the students of the course and the course's certificates show it.
    const roster = (await post('/api/getAlumnosCurso/', { curso: curso.id }, auth)).json();
    expect(roster.content[0]).toMatchObject({
      motivo_certificado: motivo,
      estatus_certificado: '1',
    });
    const certs = (await get(`/api/getCertificadosCurso/?curso=${curso.id}`, auth)).json();
    expect(certs.results[0]).toMatchObject({ motivo });

    // Public: neither the data nor the credential carries it, and no exam is claimed (the page
    // itself is checked in Chromium, e2e/specs/certificate-rules.spec.ts).
    const data = await post('/api/getDatosCertificadoAlumno/', { unique_id: issued.unique_id });
    expect(data.json().content.logro).toBe('reconocimiento');
    expect(data.body).not.toContain('presencial');
    const credential = await get(`/api/getCredencialCertificado/?unique_id=${issued.unique_id}`);
    const jwt: string = credential.json().content.credencial;
    const payload = Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString();
    expect(payload).not.toContain('presencial');
    expect(payload).toContain(DECLARACION_PDF.reconocimiento);
    expect(payload).not.toMatch(/examen/i);
  });

  it('a completed course needs no reason, and a reason sent anyway is not kept', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await createEnrolledStudent(t.app.ctx);
    const res = await post(
      '/api/generarCertificadoAlumno/',
      { alumno: enrolment.id, motivo: 'Por si acaso' },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content.motivo).toBeNull();
    const [row] = await certificatesOf(enrolment.id);
    // One lesson and no evaluation: the certificate claims the lessons, not exams.
    expect(row).toMatchObject({ motivo: null, evaluaciones_aprobadas: 0 });
    const data = await post('/api/getDatosCertificadoAlumno/', { unique_id: row?.unique_id });
    expect(data.json().content.logro).toBe('curso');
  });

  it('a course with nothing to complete is never completed: only a reason issues it', async () => {
    const { auth } = await asAdmin();
    const course = await createCourse(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const enrolment = await enrol(t.app.ctx, student.id, course.id);
    const refused = await post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      faltaParaCertificado({
        avance: 0,
        subtemas_total: 0,
        subtemas_terminados: 0,
        evaluaciones_total: 0,
        evaluaciones_pendientes: [],
      }),
    );
    expect(refused.json().error.message).toMatch(/no tiene lecciones ni evaluaciones/);
    const issued = await post(
      '/api/generarCertificadoAlumno/',
      { alumno: enrolment.id, motivo: 'Taller presencial de un día' },
      auth,
    );
    expect(issued.statusCode).toBe(200);
  });

  it('refuses a pending enrolment and a trial, even with a reason (403)', async () => {
    const { auth } = await asAdmin();
    const pending = await createEnrolledStudent(t.app.ctx);
    await t.app.ctx.db
      .update(alumno_curso)
      .set({ estado: 'pendiente' })
      .where(eq(alumno_curso.id, pending.enrolment.id));
    const trial = await createEnrolledStudent(t.app.ctx);
    await t.app.ctx.db
      .update(alumno_curso)
      .set({ prueba: true })
      .where(eq(alumno_curso.id, trial.enrolment.id));
    for (const [enrolment, message] of [
      [pending.enrolment.id, CERTIFICADO_INSCRIPCION_PENDIENTE],
      [trial.enrolment.id, CERTIFICADO_PRUEBA],
    ] as const) {
      const res = await post(
        '/api/generarCertificadoAlumno/',
        { alumno: enrolment, motivo: 'Curso presencial' },
        auth,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(message);
      expect(await certificatesOf(enrolment)).toHaveLength(0);
    }
  });

  it('answers 400 for a reason too short or too long, naming the field', async () => {
    const { auth } = await asAdmin();
    const { enrolment } = await courseWithEvaluations();
    for (const motivo of ['  a ', 'x'.repeat(501), 12]) {
      const res = await post(
        '/api/generarCertificadoAlumno/',
        { alumno: enrolment.id, motivo },
        auth,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['motivo']);
    }
    expect(await certificatesOf(enrolment.id)).toHaveLength(0);
  });
});

describe('getAlumnosCurso shows who completed', () => {
  it('gives each student progress and evaluations passed of total, in constant statements', async () => {
    const { auth } = await asAdmin();
    const { curso, enrolment, lessons, parcial } = await courseWithEvaluations();
    await finishLessons(enrolment.id, lessons.slice(0, 1));
    await pass(enrolment.id, parcial.evaluation.id);
    const countOf = async () => {
      t.app.ctx.config.exposeStatementCount = true;
      try {
        const res = await post('/api/getAlumnosCurso/', { curso: curso.id }, auth);
        expect(res.statusCode).toBe(200);
        return { body: res.json(), statements: Number(res.headers['x-sql-statements']) };
      } finally {
        t.app.ctx.config.exposeStatementCount = false;
      }
    };
    const one = await countOf();
    expect(one.body.content[0].avance).toEqual({
      avance: 33,
      subtemas_total: 3,
      subtemas_terminados: 1,
      evaluaciones_total: 2,
      evaluaciones_aprobadas: 1,
      evaluaciones_pendientes: ['Examen final'],
      completo: false,
    });
    for (let i = 0; i < 5; i++) {
      const s = await createStudent(t.app.ctx);
      await enrol(t.app.ctx, s.id, curso.id);
    }
    const six = await countOf();
    expect(six.body.content).toHaveLength(6);
    expect(six.statements).toBe(one.statements);
  });
});

describe('automatic certificates (certificado_automatico)', () => {
  const mark = (subtema: number, alumno_curso: number, auth: string) =>
    post('/api/marcarComoCompletado/', { subtema, alumno_curso }, auth);

  async function automaticCourse(o: { certificado_automatico?: boolean } = {}) {
    const ctx = t.app.ctx;
    const course = await createCourse(ctx, {
      nombre: 'SQL desde cero',
      certificado_automatico: o.certificado_automatico ?? true,
    });
    const topic = await createTopic(ctx, course.id);
    const lessons = [
      await createSubtopic(ctx, topic.id, { orden: 1 }),
      await createSubtopic(ctx, topic.id, { orden: 2 }),
    ] as const;
    const student = await createStudent(ctx, { first_name: 'Marta', last_name: 'Ruiz' });
    const enrolment = await enrol(ctx, student.id, course.id);
    const auth = await loginAs(t.app, student.email);
    return { course, lessons, student, enrolment, auth };
  }

  const outboxTo = (email: string) =>
    t.app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.destinatario, email));

  it('issues and mails the certificate when the last lesson is marked finished', async () => {
    const { course, lessons, student, enrolment, auth } = await automaticCourse();
    const [first, last] = lessons;
    expect((await mark(first.id, enrolment.id, auth)).json().content.avance).toBe(50);
    expect(await certificatesOf(enrolment.id)).toHaveLength(0);
    expect((await mark(last.id, enrolment.id, auth)).json().content.avance).toBe(100);

    const [cert] = await certificatesOf(enrolment.id);
    expect(cert).toMatchObject({ generado_por: null, motivo: null, evaluaciones_aprobadas: 0 });
    expect(cert?.archivo).toBeTruthy();
    expect(await t.app.ctx.storage.exists(cert?.archivo ?? '')).toBe(true);
    const mails = await outboxTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.asunto).toContain(`Tu certificado digital de ${course.nombre}`);
    expect(mails[0]?.texto).toContain(cert?.unique_id);
    expect(mails[0]?.adjuntos).toEqual([
      expect.objectContaining({ storagePath: cert?.archivo, contentType: 'application/pdf' }),
    ]);
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'generar'), eq(auditoria.entidad, 'certificados')));
    expect(entry).toMatchObject({ actor: student.id, entidad_id: String(cert?.id) });
    expect(entry?.detalles).toMatchObject({ alumno: 'Marta Ruiz', curso: course.nombre });

    // Marking a lesson again changes nothing: still one certificate and one mail.
    expect((await mark(last.id, enrolment.id, auth)).statusCode).toBe(200);
    expect(await certificatesOf(enrolment.id)).toHaveLength(1);
    expect(await outboxTo(student.email)).toHaveLength(1);
  });

  it('two completions at once issue exactly one certificate and one mail', async () => {
    const { lessons, student, enrolment, auth } = await automaticCourse();
    const [a, b] = lessons;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => mark(i % 2 ? a.id : b.id, enrolment.id, auth)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await certificatesOf(enrolment.id)).toHaveLength(1);
    expect(await outboxTo(student.email)).toHaveLength(1);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.entidad, 'certificados')),
    ).toHaveLength(1);
  });

  it('issues when passing the last evaluation completes the course', async () => {
    const ctx = t.app.ctx;
    const { course, lessons, student, enrolment, auth } = await automaticCourse();
    const ev = await createEvaluation(ctx, course.id, { nombre: 'Examen final' });
    await finishLessons(enrolment.id, lessons);
    const ids = { evaluacion: ev.evaluation.id, alumno_curso: enrolment.id };
    expect((await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).statusCode).toBe(200);
    const failed = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.wrong },
      auth,
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await certificatesOf(enrolment.id)).toHaveLength(0);
    expect((await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).statusCode).toBe(200);
    const passed = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      auth,
    );
    expect(passed.statusCode, passed.body).toBe(200);
    const [cert] = await certificatesOf(enrolment.id);
    expect(cert).toMatchObject({ generado_por: null, evaluaciones_aprobadas: 1 });
    // Each graded attempt is notified too (by the student's preference); one certificate mail.
    const mails = await outboxTo(student.email);
    expect(mails.filter((m) => m.asunto.includes('Tu certificado digital'))).toHaveLength(1);
    const data = await post('/api/getDatosCertificadoAlumno/', { unique_id: cert?.unique_id });
    expect(data.json().content.logro).toBe('curso_y_evaluaciones');
  });

  it('does nothing for a course without the option, a trial, or after a revoke', async () => {
    const ctx = t.app.ctx;
    const manual = await automaticCourse({ certificado_automatico: false });
    for (const l of manual.lessons) await mark(l.id, manual.enrolment.id, manual.auth);
    expect(await certificatesOf(manual.enrolment.id)).toHaveLength(0);

    const trial = await automaticCourse();
    await ctx.db
      .update(alumno_curso)
      .set({ prueba: true, acceso_hasta: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(alumno_curso.id, trial.enrolment.id));
    for (const l of trial.lessons) await mark(l.id, trial.enrolment.id, trial.auth);
    expect(await certificatesOf(trial.enrolment.id)).toHaveLength(0);

    // A revoked certificate is an administrator's decision: a lesson does not undo it.
    const revoked = await automaticCourse();
    const [first, last] = revoked.lessons;
    await mark(first.id, revoked.enrolment.id, revoked.auth);
    await mark(last.id, revoked.enrolment.id, revoked.auth);
    const { auth } = await asAdmin();
    const res = await post(
      '/api/revocarCertificadoAlumno/',
      { alumno: revoked.enrolment.id },
      auth,
    );
    expect(res.statusCode).toBe(200);
    await ctx.db
      .delete(subtema_completado)
      .where(eq(subtema_completado.alumno_curso, revoked.enrolment.id));
    await mark(first.id, revoked.enrolment.id, revoked.auth);
    await mark(last.id, revoked.enrolment.id, revoked.auth);
    const rows = await certificatesOf(revoked.enrolment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revocado_en).not.toBeNull();
  });
});
