import type { TAccionAuditoria, TEntidadAuditoria } from '@academia/contract/audit/audit-schemas';
import type { Db, Tx } from '../../db/client';
import { insertEntry, recentEntryExists } from './audit.repository';

/** Who made a change: the signed-in user, or the command line (no user). */
export interface AuditActor {
  id: number;
  first_name: string;
  last_name: string;
}

export interface AuditEntry {
  accion: TAccionAuditoria;
  entidad: TEntidadAuditoria;
  entidad_id: number | string;
  /** Changed fields and amounts: never passwords, hashes or tokens. */
  detalles?: Record<string, unknown>;
}

/** Fields that must never reach the log, whatever a caller passes in `detalles`. */
const SECRET = /pass|token|hash|key|clave|secret/i;

function withoutSecrets(detalles: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(detalles).filter(([name, value]) => !SECRET.test(name) && value !== undefined),
  );
}

/**
 * Records one audit entry in the transaction of the change it describes, so the log and the
 * data always agree: a rolled-back change leaves no entry, a committed one always has its entry.
 */
export async function recordAudit(
  tx: Tx,
  actor: AuditActor | undefined,
  entry: AuditEntry,
): Promise<void> {
  await insertEntry(tx, auditRow(actor, entry));
}

/**
 * Records the entry unless the same action on the same entity, with the same `sameWhen` details,
 * was recorded in the last `withinSeconds`; answers whether it recorded it. For a side effect a
 * repeated request must not repeat (a double click that would send a mail twice): the caller
 * does the work only on `true`. Racing requests are serialised on the entity.
 */
export async function recordAuditOnce(
  tx: Tx,
  actor: AuditActor | undefined,
  entry: AuditEntry,
  repeat: { sameWhen: Record<string, unknown>; withinSeconds: number },
): Promise<boolean> {
  const row = auditRow(actor, entry);
  const seen = await recentEntryExists(
    tx,
    { ...row, detalles: repeat.sameWhen },
    repeat.withinSeconds,
  );
  if (!seen) await insertEntry(tx, row);
  return !seen;
}

/** Who a sign-in attempt is recorded as when nobody is signed in. */
const VISITOR = 'Visitante sin sesión';

/**
 * Records an event that changes no data of its own (a sign-in, a failed one) by itself. With no
 * actor it is a visitor's, not the command line's.
 */
export async function recordAuditEvent(
  db: Db,
  actor: AuditActor | undefined,
  entry: AuditEntry,
): Promise<void> {
  await insertEntry(db, { ...auditRow(actor, entry), ...(!actor && { actor_nombre: VISITOR }) });
}

/** The row `recordAudit` writes, for a statement that writes it together with its change. */
export function auditRow(actor: AuditActor | undefined, entry: AuditEntry) {
  return { ...auditRowOfUnknownEntity(actor, entry), entidad_id: String(entry.entidad_id) };
}

/**
 * The row without its entity's id, for a statement that finds the entity itself and fills the
 * id in (the attempt a grading closes).
 */
export function auditRowOfUnknownEntity(
  actor: AuditActor | undefined,
  entry: Omit<AuditEntry, 'entidad_id'>,
) {
  return {
    actor: actor?.id ?? null,
    actor_nombre: actor ? `${actor.first_name} ${actor.last_name}`.trim() : 'Línea de comandos',
    accion: entry.accion,
    entidad: entry.entidad,
    detalles: withoutSecrets(entry.detalles ?? {}),
  };
}
