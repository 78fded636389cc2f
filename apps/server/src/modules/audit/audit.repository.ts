import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditoria } from '../../db/schema/index';
import { escapeLike } from '../../platform/text/like';

export type AuditInsert = typeof auditoria.$inferInsert;

export async function insertEntry(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(auditoria).values(entry);
}

export interface AuditFilters {
  entidad?: string;
  accion?: string;
  actor?: string;
  desde?: string;
  hasta?: string;
}

/** The indexed expression of `auditoria_actor_nombre_trgm_idx`. */
const ACTOR_SEARCHABLE = sql`f_unaccent(lower(${auditoria.actor_nombre}))`;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function whereOf(f: AuditFilters): SQL | undefined {
  const words = (f.actor ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    f.entidad ? eq(auditoria.entidad, f.entidad) : undefined,
    f.accion ? eq(auditoria.accion, f.accion) : undefined,
    ...words.map(
      (w) => sql`${ACTOR_SEARCHABLE} like '%' || f_unaccent(lower(${escapeLike(w)})) || '%'`,
    ),
    f.desde ? gte(auditoria.fecha, new Date(`${f.desde}T00:00:00Z`)) : undefined,
    f.hasta ? lt(auditoria.fecha, new Date(`${nextDay(f.hasta)}T00:00:00Z`)) : undefined,
  );
}

/** One page, newest first (`auditoria_fecha_idx`), and the filtered total. */
export async function pageEntries(db: Db, f: AuditFilters, limit: number, offset: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(desc(auditoria.fecha), desc(auditoria.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(auditoria).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/**
 * Whether an entry of this action on this entity, whose details contain `detalles`, was written
 * in the last `seconds`. A transaction-scoped lock on the entity and action comes first, so of two
 * racing requests the second waits for the first to commit and then sees its entry.
 */
export async function recentEntryExists(
  tx: Tx,
  entry: Pick<AuditInsert, 'accion' | 'entidad' | 'entidad_id'> & {
    detalles: Record<string, unknown>;
  },
  seconds: number,
): Promise<boolean> {
  const key = `auditoria:${entry.entidad}:${entry.entidad_id}:${entry.accion}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await tx
    .select({ id: auditoria.id })
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidad, entry.entidad),
        eq(auditoria.entidad_id, entry.entidad_id),
        eq(auditoria.accion, entry.accion),
        sql`${auditoria.fecha} > clock_timestamp() - make_interval(secs => ${seconds})`,
        sql`${auditoria.detalles} @> ${JSON.stringify(entry.detalles)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
