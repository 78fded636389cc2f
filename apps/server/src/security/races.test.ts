import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../test/certificates-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../test/course-factories';
import { createAdmin, createStudent, loginAs } from '../../test/factories';
import { addMember, createGroup } from '../../test/groups-payments-factories';
import { useTestApp } from '../../test/helper';
import { createEvaluation, enrolledStudent } from '../../test/learning-factories';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  certificados,
  grupo_alumnos,
  pagos,
  subtema_completado,
  users,
} from '../db/schema/index';

/**
 * The races of issue 9 in one place. Every case fires N requests at once; on PostgreSQL
 * (TEST_DATABASE_URL) they run on separate pooled connections, so they truly interleave, and
 * the invariants are then checked in the database, not in the answers alone.
 */
const N = 10;

const t = useTestApp();

function post(url: string, payload: object, authorization?: string, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(authorization ? { authorization } : {}),
      // Public calls are rate limited per address: each racer comes from its own.
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
  });
}

/** Fires `n` requests at the same moment and waits for all of them. */
function race(
  n: number,
  request: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}

function statuses(answers: LightMyRequestResponse[]): number[] {
  return answers.map((a) => a.statusCode).sort();
}

describe(`races (${N} parallel requests each)`, () => {
  it('the last evaluation attempt: submitted in parallel, graded exactly once', async () => {
    const course = await createCourse(t.app.ctx);
    const { enrolment, auth } = await enrolledStudent(t.app, course.id);
    const { evaluation, wrong } = await createEvaluation(t.app.ctx, course.id, { no_intentos: 2 });
    const ids = { evaluacion: evaluation.id, alumno_curso: enrolment.id };

    // Opening the questions in parallel opens one attempt, not N.
    const opened = await race(N, () => post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth));
    expect(statuses(opened)).toEqual(Array(N).fill(200));
    // The losers of the insert answer the winner's attempt: every one shows the same order.
    const orders = opened.map((a) =>
      (a.json().content as { id: number }[]).map((q) => q.id).join(','),
    );
    expect(new Set(orders).size).toBe(1);
    expect(orders[0]).not.toBe('');
    const first = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: wrong },
      auth,
    );
    expect(first.statusCode, first.body).toBe(200);

    const last = await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    expect(last.json().datosGeneralesEvaluacion.intentos_restantes).toBe(1);
    const submitted = await race(N, () =>
      post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: wrong }, auth),
    );
    expect(statuses(submitted)).toEqual([200, ...Array(N - 1).fill(409)]);
    for (const refused of submitted.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'conflict' } });
    }

    // Asking again with no attempts left opens nothing.
    await race(N, () => post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth));
    const attempts = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.alumno_curso, enrolment.id));
    expect(attempts).toHaveLength(2);
    expect(attempts.every((a) => a.fecha !== null && a.calificacion !== null)).toBe(true);
    expect(attempts.map((a) => a.no_intento).sort()).toEqual([1, 2]);
    const [answers] = await t.app.ctx.db
      .select({ n: count() })
      .from(alumno_evaluacion_respuestas)
      .where(
        sql`${alumno_evaluacion_respuestas.alumno_evaluacion_curso} in (${sql.join(
          attempts.map((a) => sql`${a.id}`),
          sql`, `,
        )})`,
      );
    // Two questions per attempt, each answer row written once.
    expect(answers?.n).toBe(4);
  });

  describe('payments', () => {
    async function member() {
      const ctx = t.app.ctx;
      const admin = await createAdmin(ctx);
      const alumno = await createStudent(ctx);
      const curso = await createCourse(ctx);
      const enrolment = await enrol(ctx, alumno.id, curso.id);
      const grupo = await createGroup(ctx, curso.id);
      await addMember(ctx, grupo.id, alumno.id, { alumno_curso: enrolment.id });
      return {
        ids: { alumno: alumno.id, grupo: grupo.id },
        auth: await loginAs(t.app, admin.email),
      };
    }
    const payment = { monto: '150.25', fecha: '2026-01-05', metodo_pago: 2 };

    it('double clicks with one idempotency key record one payment and answer it to every click', async () => {
      const { ids, auth } = await member();
      const clicks = await race(N, () =>
        post(
          '/api/agregarPagoAlumnoCurso/',
          { ...ids, ...payment, idempotency_key: 'clic-doble-0001' },
          auth,
        ),
      );
      expect(statuses(clicks)).toEqual(Array(N).fill(200));
      const answered = new Set(clicks.map((c) => c.json().content.id));
      expect(answered.size).toBe(1);
      const rows = await t.app.ctx.db.select().from(pagos).where(eq(pagos.alumno, ids.alumno));
      expect(rows.map((r) => r.id)).toEqual([...answered]);
    });

    it('different clicks racing each record their payment and the totals add up', async () => {
      const { ids, auth } = await member();
      const price = await race(N, (i) =>
        // Every price is above the N payments below: a payment past the balance is refused.
        post('/api/agregarPrecioVenta/', { ...ids, precio_venta: `${2000 + i}.00` }, auth),
      );
      // The sale price is set once: one click wins, the others are told it is already set.
      expect(statuses(price)).toEqual([200, ...Array(N - 1).fill(409)]);
      const winner = price.find((p) => p.statusCode === 200)?.json().content.precio_venta;

      const clicks = await race(N, (i) =>
        post(
          '/api/agregarPagoAlumnoCurso/',
          { ...ids, ...payment, idempotency_key: `clic-distinto-${i}` },
          auth,
        ),
      );
      expect(statuses(clicks)).toEqual(Array(N).fill(200));
      const [sum] = await t.app.ctx.db
        .select({ n: count(), total: sql<string>`sum(${pagos.monto})::text` })
        .from(pagos)
        .where(eq(pagos.alumno, ids.alumno));
      expect(sum).toEqual({ n: N, total: (150.25 * N).toFixed(2) });
      const account = (await post('/api/getPagosAlumnoCurso/', ids, auth)).json();
      expect(account).toMatchObject({
        precio_venta: winner,
        total_pagado: (150.25 * N).toFixed(2),
        saldo: (Number(winner) - 150.25 * N).toFixed(2),
      });
      expect(account.content).toHaveLength(N);
      const [membership] = await t.app.ctx.db
        .select({ precio_venta: grupo_alumnos.precio_venta })
        .from(grupo_alumnos)
        .where(eq(grupo_alumnos.alumno, ids.alumno));
      expect(membership?.precio_venta).toBe(winner);
    });
  });

  it('mark-as-finished of one lesson: one completion, progress never past 100 %', async () => {
    const ctx = t.app.ctx;
    const course = await createCourse(ctx);
    const topic = await createTopic(ctx, course.id);
    const lessons = [
      await createSubtopic(ctx, topic.id, { orden: 1 }),
      await createSubtopic(ctx, topic.id, { orden: 2 }),
    ];
    const { enrolment, auth } = await enrolledStudent(t.app, course.id);
    for (const [index, lesson] of lessons.entries()) {
      const answers = await race(N, () =>
        post(
          '/api/marcarComoCompletado/',
          { subtema: lesson.id, alumno_curso: enrolment.id },
          auth,
        ),
      );
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const progress = answers.map((a) => a.json().content.avance as number);
      expect(Math.max(...progress)).toBe(index === 0 ? 50 : 100);
      const [done] = await ctx.db
        .select({ n: count() })
        .from(subtema_completado)
        .where(eq(subtema_completado.alumno_curso, enrolment.id));
      expect(done?.n).toBe(index + 1);
    }
  });

  describe('registrations with one e-mail', () => {
    const persona = (i: number) => ({
      first_name: `Ana ${i}`,
      last_name: 'Pérez',
      celular: '5512345678',
      // The same address, written differently by each racer.
      email: i % 2 === 0 ? 'ana.carrera@prueba.test' : ' Ana.Carrera@Prueba.TEST ',
    });

    async function accountsAndEnrolments() {
      const accounts = await t.app.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'ana.carrera@prueba.test'));
      const enrolments = await t.app.ctx.db
        .select({ curso: alumno_curso.curso })
        .from(alumno_curso)
        .innerJoin(users, eq(users.id, alumno_curso.alumno))
        .where(eq(users.email, 'ana.carrera@prueba.test'));
      return { accounts: accounts.length, enrolments: enrolments.map((e) => e.curso) };
    }

    /** The states of the e-mail's enrolments (decision 017). */
    const states = async () =>
      (
        await t.app.ctx.db
          .select({ estado: alumno_curso.estado })
          .from(alumno_curso)
          .innerJoin(users, eq(users.id, alumno_curso.alumno))
          .where(eq(users.email, 'ana.carrera@prueba.test'))
      ).map((e) => e.estado);

    it('registro/{curso} (registrarAlumnoAdmin): one account, one enrolment, pending in a paid course', async () => {
      const course = await createCourse(t.app.ctx, { precio: '1500.00' });
      const answers = await race(N, (i) =>
        post(
          '/api/registrarAlumnoAdmin/',
          { ...persona(i), curso: course.slug },
          undefined,
          `198.51.100.${i + 1}`,
        ),
      );
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      expect(await accountsAndEnrolments()).toEqual({ accounts: 1, enrolments: [course.id] });
      expect(await states()).toEqual(['pendiente']);
    });

    it('registro/{curso} of a free course: the racer that created the account enrols it at once, the others change nothing', async () => {
      const course = await createCourse(t.app.ctx, { precio: '0.00' });
      const answers = await race(N, (i) =>
        post(
          '/api/registrarAlumnoAdmin/',
          { ...persona(i), curso: course.slug },
          undefined,
          `198.51.100.${i + 1}`,
        ),
      );
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      expect(await accountsAndEnrolments()).toEqual({ accounts: 1, enrolments: [course.id] });
      expect(await states()).toEqual(['confirmada']);
    });

    it('public sign-up (createAlumno): one account, the other racers told the e-mail is taken', async () => {
      const answers = await race(N, (i) =>
        post('/api/createAlumno/', persona(i), undefined, `198.51.100.${i + 1}`),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      expect(await accountsAndEnrolments()).toEqual({ accounts: 1, enrolments: [] });
    });

    it('every public form at once (registro, sign-up, demo): one account, one enrolment', async () => {
      // Marked for trials, so createDemoUser may enrol (decision 017).
      const course = await createCourse(t.app.ctx, { prueba_gratuita: true });
      const answers = await race(N, (i) => {
        const ip = `203.0.113.${i + 1}`;
        if (i % 3 === 0) {
          return post(
            '/api/registrarAlumnoAdmin/',
            { ...persona(i), curso: course.slug },
            undefined,
            ip,
          );
        }
        if (i % 3 === 1) return post('/api/createAlumno/', persona(i), undefined, ip);
        const { first_name, last_name, email } = persona(i);
        return post(
          '/api/createDemoUser/',
          { first_name, last_name, email, curso: course.slug },
          undefined,
          ip,
        );
      });
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      const { accounts, enrolments } = await accountsAndEnrolments();
      expect(accounts).toBe(1);
      expect(enrolments.length).toBeLessThanOrEqual(1);
      expect(enrolments.every((curso) => curso === course.id)).toBe(true);
    });
  });

  it('certificate generation for one enrolment: one certificate, one PDF', async () => {
    const ctx = t.app.ctx;
    const admin = await createAdmin(ctx);
    const auth = await loginAs(t.app, admin.email);
    // A completed enrolment (decision 018): one finished lesson of a one-lesson course.
    const { enrolment } = await createEnrolledStudent(ctx);
    const answers = await race(N, () =>
      post('/api/generarCertificadoAlumno/', { alumno: enrolment.id }, auth),
    );
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((a) => a.json().content.unique_id)).size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(certificados)
      .where(and(eq(certificados.alumno_curso, enrolment.id), isNull(certificados.revocado_en)));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.archivo).toBeTruthy();
    expect(await ctx.storage.exists(row?.archivo ?? '')).toBe(true);
    const [all] = await ctx.db
      .select({ n: count() })
      .from(certificados)
      .where(and(eq(certificados.alumno_curso, enrolment.id), isNotNull(certificados.archivo)));
    expect(all?.n).toBe(1);
  });
});
