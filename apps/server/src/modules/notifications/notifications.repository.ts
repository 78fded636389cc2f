import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type NotificationKind,
  type NotificationMode,
  notificaciones,
  preferencias_notificacion,
} from '../../db/schema/notifications';
import { users } from '../../db/schema/people';
import { rowsOf } from '../../platform/db/rows-of';

export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  correo: boolean;
  modo: NotificationMode;
}

/**
 * The active people among `ids` with their e-mail choice for `tipo` (no row: e-mail on, sent
 * at once). One statement whatever the number of people.
 */
export async function findRecipients(
  db: Db | Tx,
  ids: readonly number[],
  tipo: NotificationKind,
): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      correo: sql<boolean>`coalesce(${preferencias_notificacion.correo}, true)`,
      modo: sql<NotificationMode>`coalesce(${preferencias_notificacion.modo}, 'inmediato')`,
    })
    .from(users)
    .leftJoin(
      preferencias_notificacion,
      and(
        eq(preferencias_notificacion.usuario, users.id),
        eq(preferencias_notificacion.tipo, tipo),
      ),
    )
    .where(and(inArray(users.id, [...ids]), eq(users.is_active, true)));
}

export interface NewNotification {
  usuario: number;
  tipo: NotificationKind;
  titulo: string;
  enlace: string;
  clave?: string;
  en_resumen: boolean;
}

/**
 * Inserts the notifications in one statement. A row whose `clave` already exists is skipped:
 * that is what keeps a reminder to one even when two job runs meet. Answers the rows written.
 */
export async function insertNotifications(tx: Tx, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(notificaciones)
    .values(rows)
    .onConflictDoNothing({ target: notificaciones.clave })
    .returning({
      id: notificaciones.id,
      usuario: notificaciones.usuario,
      titulo: notificaciones.titulo,
      enlace: notificaciones.enlace,
      en_resumen: notificaciones.en_resumen,
    });
}

export async function pageNotifications(db: Db, usuario: number, limit: number, offset: number) {
  const mine = eq(notificaciones.usuario, usuario);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: notificaciones.id,
        tipo: notificaciones.tipo,
        titulo: notificaciones.titulo,
        enlace: notificaciones.enlace,
        leida: notificaciones.leida,
        creado: notificaciones.creado,
      })
      .from(notificaciones)
      .where(mine)
      .orderBy(desc(notificaciones.creado), desc(notificaciones.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: count(),
        no_leidas: sql<number>`count(*) filter (where ${notificaciones.leida} = false)`.mapWith(
          Number,
        ),
      })
      .from(notificaciones)
      .where(mine),
  ]);
  return { rows, count: totals[0]?.count ?? 0, no_leidas: totals[0]?.no_leidas ?? 0 };
}

/** Marks the caller's notifications read (only theirs, whatever ids come) and answers the unread left. */
export async function markRead(
  db: Db,
  usuario: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const where: SQL[] = [eq(notificaciones.usuario, usuario), eq(notificaciones.leida, false)];
  if (ids) where.push(inArray(notificaciones.id, [...ids]));
  // One statement: the update, then the count of what is still unread once it has run.
  const rows = await db.execute<{ no_leidas: number }>(sql`
    with marcadas as (
      update ${notificaciones} set leida = true where ${and(...where)} returning id
    )
    select (count(*) - (select count(*) from marcadas))::int as no_leidas
    from ${notificaciones}
    where ${notificaciones.usuario} = ${usuario} and ${notificaciones.leida} = false`);
  return Number(rowsOf<{ no_leidas: number }>(rows)[0]?.no_leidas ?? 0);
}

export async function findPreferences(db: Db | Tx, usuario: number) {
  return db
    .select({
      tipo: preferencias_notificacion.tipo,
      correo: preferencias_notificacion.correo,
      modo: preferencias_notificacion.modo,
    })
    .from(preferencias_notificacion)
    .where(eq(preferencias_notificacion.usuario, usuario));
}

export async function savePreferences(
  db: Db | Tx,
  usuario: number,
  prefs: { tipo: NotificationKind; correo: boolean; modo: NotificationMode }[],
): Promise<void> {
  await db
    .insert(preferencias_notificacion)
    .values(prefs.map((p) => ({ usuario, ...p })))
    .onConflictDoUpdate({
      target: [preferencias_notificacion.usuario, preferencias_notificacion.tipo],
      set: { correo: sql`excluded.correo`, modo: sql`excluded.modo` },
    });
}

/** The one-click unsubscribe: e-mail off for these kinds, the chosen mode kept. */
export async function turnMailOff(
  db: Db,
  usuario: number,
  tipos: readonly NotificationKind[],
): Promise<boolean> {
  const rows = await db.execute<{ usuario: number }>(sql`
    insert into ${preferencias_notificacion} (usuario, tipo, correo)
    select ${users.id}, t.tipo, false
    from ${users}, unnest(${sql.raw('array[')}${sql.join(
      tipos.map((t) => sql`${t}`),
      sql`, `,
    )}${sql.raw(']::varchar[]')}) as t(tipo)
    where ${users.id} = ${usuario}
    on conflict (usuario, tipo) do update set correo = false
    returning usuario`);
  return rowsOf(rows).length > 0;
}

/**
 * Takes every notification waiting for the digest and clears its mark in the same statement,
 * so two job runs never take the same row: each gets its own rows, or none.
 */
export async function takeDigestRows(tx: Tx) {
  return tx
    .update(notificaciones)
    .set({ en_resumen: false })
    .where(eq(notificaciones.en_resumen, true))
    .returning({
      usuario: notificaciones.usuario,
      tipo: notificaciones.tipo,
      titulo: notificaciones.titulo,
      enlace: notificaciones.enlace,
      creado: notificaciones.creado,
      id: notificaciones.id,
    });
}
