import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helper';
import {
  createEvaluation,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import { alumno_evaluacion_curso } from '../../db/schema/evaluations';
import { mail_outbox } from '../../db/schema/mail';
import { notificaciones } from '../../db/schema/notifications';
import { notifyGradedAttempt } from './events';
import { queueGradedNotice, sweepGradedNotices, workGradedNotices } from './notification-jobs';

// An app of its own: no test before these started the graded worker (it runs until the app
// closes), so a submit's job waits in the queue until a test runs it.
const t = useTestApp();

const post = (url: string, payload: object, auth?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: auth } : {} });

describe('the graded notification, queued', () => {
  /** Ana submits a right attempt with no worker running: its job waits in the queue. */
  async function gradedWithoutWorker() {
    const ctx = t.app.ctx;
    const { course } = await createLearningCourse(ctx);
    const ana = await enrolledStudent(t.app, course.id);
    const ev = await createEvaluation(ctx, course.id);
    const ids = { evaluacion: ev.evaluation.id, alumno_curso: ana.enrolment.id };
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, ana.auth);
    const res = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      ana.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [attempt] = await ctx.db
      .select({ id: alumno_evaluacion_curso.id })
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.alumno_curso, ana.enrolment.id));
    if (!attempt) throw new Error('no attempt');
    return { ana, intento: attempt.id };
  }

  const graded = () =>
    t.app.ctx.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.tipo, 'evaluacion_calificada'));

  it('is not written by the request itself, and a repeated job writes and mails it once', async () => {
    const { ana, intento } = await gradedWithoutWorker();
    expect(await graded()).toEqual([]);
    expect(await notifyGradedAttempt(t.app.ctx, intento)).toBe(true);
    expect(await notifyGradedAttempt(t.app.ctx, intento)).toBe(false);
    expect(await graded()).toMatchObject([{ usuario: ana.student.id }]);
    const mails = await t.app.ctx.db.select().from(mail_outbox);
    expect(mails.filter((m) => m.asunto.startsWith('Tu evaluación'))).toHaveLength(1);
  });

  it('is written by the sweep when its job was lost, and the late job then adds nothing', async () => {
    const { ana, intento } = await gradedWithoutWorker();
    // Too fresh: its job may still be on its way.
    expect(await sweepGradedNotices(t.app.ctx)).toBe(0);
    const later = new Date(Date.now() + 3 * 60 * 1000);
    expect(await sweepGradedNotices(t.app.ctx, later)).toBe(1);
    expect(await sweepGradedNotices(t.app.ctx, later)).toBe(0);
    await queueGradedNotice(t.app.ctx, intento);
    await workGradedNotices(t.app.ctx);
    // The job ran (its queue is empty) and found the notification already there.
    await vi.waitFor(
      async () => {
        const { rows } = await t.app.ctx.database.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'notifications-graded' and state in ('created', 'retry', 'active')",
          [],
        );
        expect(rows[0]?.n).toBe(0);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await graded()).toMatchObject([{ usuario: ana.student.id }]);
  });
});
