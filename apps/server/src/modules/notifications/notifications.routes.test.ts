import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { mail_outbox } from '../../db/schema/mail';
import { notificaciones, preferencias_notificacion } from '../../db/schema/notifications';
import { transaction } from '../../platform/db/transaction';
import { type NotifyInput, notify } from './index';

const t = useTestApp();

async function send(input: Partial<NotifyInput> & Pick<NotifyInput, 'usuarios'>) {
  const ctx = t.app.ctx;
  await transaction(ctx.db, ctx.log, (tx, onCommit) =>
    notify(
      tx,
      ctx,
      { tipo: 'aviso', titulo: 'Nuevo aviso', enlace: '/plataforma/cursos', ...input },
      onCommit,
    ),
  );
}

const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
const post = (url: string, payload: object, auth?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: auth } : {} });

describe('the bell', () => {
  it('lists my notifications newest first, 20 a page, with the unread count', async () => {
    const me = await createStudent(t.app.ctx);
    const other = await createStudent(t.app.ctx);
    for (let i = 1; i <= 22; i++) await send({ usuarios: [me.id], titulo: `Aviso ${i}` });
    await send({ usuarios: [other.id], titulo: 'De otro' });
    const auth = await loginAs(t.app, me.email);

    const first = await get('/api/getNotificaciones/', auth);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(22);
    expect(body.no_leidas).toBe(22);
    expect(body.results).toHaveLength(20);
    expect(body.results[0]).toMatchObject({ titulo: 'Aviso 22', tipo: 'aviso', leida: false });
    const second = (await get('/api/getNotificaciones/?page=2', auth)).json();
    expect(second.results.map((r: { titulo: string }) => r.titulo)).toEqual(['Aviso 2', 'Aviso 1']);
  });

  it('marks one, then all, read; ids of someone else change nothing', async () => {
    const me = await createStudent(t.app.ctx);
    const other = await createTeacher(t.app.ctx);
    await send({ usuarios: [me.id, other.id], titulo: 'A' });
    await send({ usuarios: [me.id], titulo: 'B' });
    const auth = await loginAs(t.app, me.email);
    const mine = (await get('/api/getNotificaciones/', auth)).json().results as { id: number }[];
    const theirs = await t.app.ctx.db
      .select({ id: notificaciones.id })
      .from(notificaciones)
      .where(eq(notificaciones.usuario, other.id));

    const one = await post('/api/marcarNotificacionesLeidas/', { ids: [mine[0]?.id] }, auth);
    expect(one.json()).toEqual({ success: true, no_leidas: 1 });
    const foreign = await post(
      '/api/marcarNotificacionesLeidas/',
      { ids: theirs.map((r) => r.id) },
      auth,
    );
    expect(foreign.json()).toEqual({ success: true, no_leidas: 1 });
    const [still] = await t.app.ctx.db
      .select({ leida: notificaciones.leida })
      .from(notificaciones)
      .where(eq(notificaciones.usuario, other.id));
    expect(still?.leida).toBe(false);
    const all = await post('/api/marcarNotificacionesLeidas/', {}, auth);
    expect(all.json()).toEqual({ success: true, no_leidas: 0 });
  });

  it('refuses anonymous callers and bad input', async () => {
    expect((await get('/api/getNotificaciones/')).statusCode).toBe(401);
    expect((await post('/api/marcarNotificacionesLeidas/', {})).statusCode).toBe(401);
    expect((await get('/api/getPreferenciasNotificacion/')).statusCode).toBe(401);
    const me = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, me.email);
    expect((await get('/api/getNotificaciones/?page=0', auth)).statusCode).toBe(400);
    expect((await post('/api/marcarNotificacionesLeidas/', { ids: [] }, auth)).statusCode).toBe(
      400,
    );
    const twice = await post(
      '/api/actualizarPreferenciasNotificacion/',
      {
        preferencias: [
          { tipo: 'aviso', correo: false, modo: 'inmediato' },
          { tipo: 'aviso', correo: true, modo: 'inmediato' },
        ],
      },
      auth,
    );
    expect(twice.statusCode).toBe(400);
    const unknown = await post(
      '/api/actualizarPreferenciasNotificacion/',
      { preferencias: [{ tipo: 'spam', correo: false, modo: 'inmediato' }] },
      auth,
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('answers every kind, the defaults where nothing was chosen, and saves a change', async () => {
    const me = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, me.email);
    const before = (await get('/api/getPreferenciasNotificacion/', auth)).json();
    expect(before.preferencias).toHaveLength(5);
    expect(before.preferencias).toContainEqual({
      tipo: 'respuesta_foro',
      correo: true,
      modo: 'inmediato',
    });
    const saved = await post(
      '/api/actualizarPreferenciasNotificacion/',
      { preferencias: [{ tipo: 'respuesta_foro', correo: false, modo: 'inmediato' }] },
      auth,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferencias).toContainEqual({
      tipo: 'respuesta_foro',
      correo: false,
      modo: 'inmediato',
    });
    expect(saved.json().preferencias).toContainEqual({
      tipo: 'aviso',
      correo: true,
      modo: 'inmediato',
    });
  });

  it('mails at once by default, not at all when turned off, and marks the digest ones', async () => {
    const ctx = t.app.ctx;
    const inmediato = await createStudent(ctx);
    const apagado = await createStudent(ctx);
    const resumen = await createStudent(ctx);
    await ctx.db.insert(preferencias_notificacion).values([
      { usuario: apagado.id, tipo: 'aviso', correo: false },
      { usuario: resumen.id, tipo: 'aviso', correo: true, modo: 'resumen' },
      // Another kind's choice does not touch this one.
      { usuario: inmediato.id, tipo: 'respuesta_foro', correo: false },
    ]);
    await send({ usuarios: [inmediato.id, apagado.id, resumen.id], titulo: 'Examen el lunes' });

    const mails = await ctx.db.select().from(mail_outbox);
    expect(mails.map((m) => m.destinatario)).toEqual([inmediato.email]);
    expect(mails[0]?.asunto).toBe('Examen el lunes');
    const rows = await ctx.db
      .select({ usuario: notificaciones.usuario, en_resumen: notificaciones.en_resumen })
      .from(notificaciones);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.usuario === resumen.id)?.en_resumen).toBe(true);
    expect(rows.find((r) => r.usuario === apagado.id)?.en_resumen).toBe(false);
  });

  it('skips deactivated accounts and writes a keyed event once per person', async () => {
    const ctx = t.app.ctx;
    const me = await createStudent(ctx);
    const gone = await createStudent(ctx, { is_active: false });
    await send({ usuarios: [me.id, gone.id], clave: 'evento-1' });
    await send({ usuarios: [me.id, gone.id], clave: 'evento-1' });
    const rows = await ctx.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario, me.id)));
    expect(rows).toHaveLength(1);
    expect(
      await ctx.db.select().from(notificaciones).where(eq(notificaciones.usuario, gone.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(mail_outbox)).toHaveLength(1);
  });
});
