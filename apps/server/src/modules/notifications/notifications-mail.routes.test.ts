import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  adminAuth,
  createEvaluation,
  createForum,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import { mail_outbox } from '../../db/schema/mail';
import { notificaciones, preferencias_notificacion } from '../../db/schema/notifications';
import { transaction } from '../../platform/db/transaction';
import { ENLACE_BAJA_CADUCADO, ENLACE_BAJA_INVALIDO } from './messages';
import { sendAccessReminders, sendDailyDigest, workGradedNotices } from './notification-jobs';
import { notify } from './notify';
import { UNSUBSCRIBE_LIFETIME_SECONDS, unsubscribeToken } from './unsubscribe-token';

const t = useTestApp();

const post = (url: string, payload: object, auth?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: auth } : {} });

async function aviso(
  usuarios: number[],
  titulo = 'Nuevo aviso',
  tipo: 'aviso' | 'respuesta_foro' = 'aviso',
) {
  const ctx = t.app.ctx;
  await transaction(ctx.db, ctx.log, (tx, onCommit) =>
    notify(tx, ctx, { usuarios, tipo, titulo, enlace: '/plataforma/cursos' }, onCommit),
  );
}

const mailPrefs = (usuario: number) =>
  t.app.ctx.db
    .select()
    .from(preferencias_notificacion)
    .where(eq(preferencias_notificacion.usuario, usuario));

/** The unsubscribe token of the mail's List-Unsubscribe header. */
function tokenOf(headers: Record<string, string>): string {
  const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('notification mails', () => {
  it('carry the List-Unsubscribe headers (RFC 8058) and the unsubscribe link in the body', async () => {
    const me = await createStudent(t.app.ctx);
    await aviso([me.id], 'Clase suspendida');
    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    expect(mail?.cabeceras['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail?.cabeceras['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(/^http:\/\/.+\/api\/bajaNotificaciones\/un-clic\/\?token=/);
    const token = tokenOf(mail?.cabeceras ?? {});
    expect(mail?.texto).toContain(`/notificaciones/baja?token=${encodeURIComponent(token)}`);
    expect(mail?.html).toContain('Dejar de recibir estos correos');
  });

  it('one-click POST without a session or cookies turns that kind off, and only it', async () => {
    const me = await createStudent(t.app.ctx);
    await aviso([me.id]);
    const [mail] = await t.app.ctx.db.select().from(mail_outbox);
    const token = tokenOf(mail?.cabeceras ?? {});
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bajaNotificaciones/un-clic/?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailPrefs(me.id)).toEqual([
      { usuario: me.id, tipo: 'aviso', correo: false, modo: 'inmediato' },
    ]);
    await aviso([me.id], 'Otro aviso');
    await aviso([me.id], 'Te respondieron', 'respuesta_foro');
    const sent = await t.app.ctx.db.select({ asunto: mail_outbox.asunto }).from(mail_outbox);
    expect(sent.map((m) => m.asunto)).toEqual(['Nuevo aviso', 'Te respondieron']);
    // The bell still has all three.
    const bell = await t.app.ctx.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuario, me.id));
    expect(bell).toHaveLength(3);
  });

  it('the link page call works with a valid token and refuses expired or tampered ones', async () => {
    const ctx = t.app.ctx;
    const me = await createStudent(ctx);
    const valid = unsubscribeToken(ctx, me.id, ['respuesta_foro']);
    const expired = unsubscribeToken(
      ctx,
      me.id,
      ['respuesta_foro'],
      Date.now() - (UNSUBSCRIBE_LIFETIME_SECONDS + 60) * 1000,
    );
    const [payload, signature] = valid.split('.');
    const other = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace(`${me.id}.`, `${me.id + 1}.`),
    ).toString('base64url');

    const tampered = await post('/api/bajaNotificaciones/', { token: `${other}.${signature}` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(ENLACE_BAJA_INVALIDO);
    const garbage = await post('/api/bajaNotificaciones/', { token: 'no-es-un-token' });
    expect(garbage.statusCode).toBe(400);
    const old = await post('/api/bajaNotificaciones/', { token: expired });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(ENLACE_BAJA_CADUCADO);
    const oneClickOld = await t.app.inject({
      method: 'POST',
      url: `/api/bajaNotificaciones/un-clic/?token=${encodeURIComponent(expired)}`,
    });
    expect(oneClickOld.statusCode).toBe(400);
    expect(await mailPrefs(me.id)).toEqual([]);

    const ok = await post('/api/bajaNotificaciones/', { token: valid });
    expect(ok.json()).toEqual({ success: true, tipos: ['respuesta_foro'] });
    expect(await mailPrefs(me.id)).toEqual([
      { usuario: me.id, tipo: 'respuesta_foro', correo: false, modo: 'inmediato' },
    ]);
  });
});

describe('the daily digest', () => {
  it("groups each person's notifications since the last digest into one mail", async () => {
    const ctx = t.app.ctx;
    const ana = await createStudent(ctx);
    const beto = await createStudent(ctx);
    const al_momento = await createStudent(ctx);
    await ctx.db.insert(preferencias_notificacion).values([
      { usuario: ana.id, tipo: 'aviso', modo: 'resumen' },
      { usuario: ana.id, tipo: 'respuesta_foro', modo: 'resumen' },
      { usuario: beto.id, tipo: 'aviso', modo: 'resumen' },
    ]);
    await aviso([ana.id, beto.id, al_momento.id], 'Aviso uno');
    await aviso([ana.id], 'Aviso dos');
    await aviso([ana.id], 'Luis respondió', 'respuesta_foro');
    // Only the person mailed at once got a mail so far.
    expect((await ctx.db.select().from(mail_outbox)).map((m) => m.destinatario)).toEqual([
      al_momento.email,
    ]);

    const [first, second] = await Promise.all([sendDailyDigest(ctx), sendDailyDigest(ctx)]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    const digests = await ctx.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.asunto, 'Tu resumen diario de notificaciones'));
    expect(digests.map((m) => m.destinatario).sort()).toEqual([ana.email, beto.email].sort());
    const anas = digests.find((m) => m.destinatario === ana.email);
    const order = ['Aviso uno', 'Aviso dos', 'Luis respondió'].map((s) => anas?.texto.indexOf(s));
    expect(order.every((i) => (i ?? -1) >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(anas?.cabeceras['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digests.find((m) => m.destinatario === beto.email)?.texto).not.toContain('Aviso dos');
    // Nothing is mailed twice.
    expect(await sendDailyDigest(ctx)).toBe(0);
  });
});

describe('access reminders', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

  it('notifies 7 days before and on the last day, once each, with two runs at the same time', async () => {
    const ctx = t.app.ctx;
    const { course } = await createLearningCourse(ctx);
    const semana = await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(6.5) });
    const hoy = await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(0.4) });
    await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(20) });
    await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(-1) });
    await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(3), estado: 'pendiente' });
    await enrolledStudent(t.app, course.id, { acceso_hasta: inDays(3), activo: 0 });

    const runs = await Promise.all([sendAccessReminders(ctx), sendAccessReminders(ctx)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendAccessReminders(ctx)).toBe(0);

    const rows = await ctx.db.select().from(notificaciones);
    expect(rows.map((r) => r.usuario).sort()).toEqual([semana.student.id, hoy.student.id].sort());
    expect(rows.find((r) => r.usuario === hoy.student.id)?.titulo).toMatch(/termina hoy/);
    expect(rows.every((r) => r.tipo === 'acceso_por_vencer')).toBe(true);
    const mails = await ctx.db.select().from(mail_outbox);
    expect(mails.map((m) => m.destinatario).sort()).toEqual(
      [semana.student.email, hoy.student.email].sort(),
    );

    // The week's reminder already went; the last day's one comes once the day arrives.
    await ctx.db.update(notificaciones).set({ leida: true });
    const { alumno_curso } = await import('../../db/schema/learning');
    await ctx.db
      .update(alumno_curso)
      .set({ acceso_hasta: inDays(0.2) })
      .where(eq(alumno_curso.id, semana.enrolment.id));
    expect(await sendAccessReminders(ctx)).toBe(1);
  });
});

describe('events of other modules', () => {
  it('a reply to my forum answer reaches my bell and my mail, unless I turned forum mails off', async () => {
    const ctx = t.app.ctx;
    const { course } = await createLearningCourse(ctx);
    const forum = await createForum(ctx, course.id);
    const ana = await enrolledStudent(t.app, course.id);
    const answer = (
      await post(
        '/api/agregarRespuestaForoUsuario/',
        { foro_discusion: forum.id, respuesta: 'Mucho', alumno_curso: ana.enrolment.id },
        ana.auth,
      )
    ).json().content as { id: number };
    const { auth: admin } = await adminAuth(t.app);
    const reply = (respuesta: string, auth = admin, alumno_curso?: number) =>
      post(
        '/api/agregarRespuestaRespuestaForoUsuario/',
        { foro_discusion_respuesta: answer.id, respuesta, alumno_curso },
        auth,
      );

    expect((await reply('Muy bien')).statusCode).toBe(200);
    // Replying to myself tells me nothing.
    expect((await reply('Gracias', ana.auth, ana.enrolment.id)).statusCode).toBe(200);
    const bell = (
      await t.app.inject({
        method: 'GET',
        url: '/api/getNotificaciones/',
        headers: { authorization: ana.auth },
      })
    ).json();
    expect(bell.no_leidas).toBe(1);
    expect(bell.results[0]).toMatchObject({
      tipo: 'respuesta_foro',
      enlace: `/plataforma/curso/${course.slug}/${course.id}/temas/${ana.enrolment.id}?foro=${forum.id}`,
    });
    expect((await ctx.db.select().from(mail_outbox)).map((m) => m.destinatario)).toEqual([
      ana.student.email,
    ]);

    await post(
      '/api/actualizarPreferenciasNotificacion/',
      { preferencias: [{ tipo: 'respuesta_foro', correo: false, modo: 'inmediato' }] },
      ana.auth,
    );
    expect((await reply('Otra cosa')).statusCode).toBe(200);
    expect(await ctx.db.select().from(mail_outbox)).toHaveLength(1);
    expect(await ctx.db.select().from(notificaciones)).toHaveLength(2);
  });

  it('a graded evaluation and an issued certificate notify their student', async () => {
    const ctx = t.app.ctx;
    const { course } = await createLearningCourse(ctx);
    const ana = await enrolledStudent(t.app, course.id);
    const { auth: admin } = await adminAuth(t.app);
    const issued = await post(
      '/api/generarCertificadoAlumno/',
      { alumno: ana.enrolment.id, motivo: 'Completó el curso presencial.' },
      admin,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const rows = await ctx.db.select().from(notificaciones);
    expect(rows).toMatchObject([
      {
        usuario: ana.student.id,
        tipo: 'certificado_emitido',
        enlace: '/plataforma/mis-certificados',
      },
    ]);
    expect((await ctx.db.select().from(mail_outbox)).map((m) => m.destinatario)).toEqual([
      ana.student.email,
    ]);
    // Generating it again answers the same certificate and notifies nothing more.
    await post(
      '/api/generarCertificadoAlumno/',
      { alumno: ana.enrolment.id, motivo: 'Otra vez.' },
      admin,
    );
    expect(await ctx.db.select().from(notificaciones)).toHaveLength(1);

    const ev = await createEvaluation(ctx, course.id);
    const ids = { evaluacion: ev.evaluation.id, alumno_curso: ana.enrolment.id };
    expect((await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, ana.auth)).statusCode).toBe(
      200,
    );
    // The grade's notification is a queued job (decision 015): this process runs its worker.
    await workGradedNotices(ctx);
    const graded = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      ana.auth,
    );
    expect(graded.statusCode, graded.body).toBe(200);
    const last = await vi.waitFor(
      async () => {
        const [row] = await ctx.db
          .select()
          .from(notificaciones)
          .where(eq(notificaciones.tipo, 'evaluacion_calificada'));
        if (!row) throw new Error('the graded notification has not arrived yet');
        return row;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(last).toMatchObject({
      usuario: ana.student.id,
      titulo: 'Tu evaluación «Examen» fue calificada: 100.00 (aprobada)',
      enlace: `/plataforma/curso/${course.slug}/${course.id}/temas/${ana.enrolment.id}?evaluacion=${ev.evaluation.id}`,
    });
  });
});
