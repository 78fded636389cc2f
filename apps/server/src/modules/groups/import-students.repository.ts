import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grupo_alumnos, users } from '../../db/schema/index';

export interface KnownAccount {
  id: number;
  email: string;
  first_name: string;
  tipo: number;
  /** Already a member of the group being imported into. */
  miembro: boolean;
}

/** The accounts of these e-mails (stored lower-case), one statement on the unique index. */
export async function accountsByEmail(
  db: Db,
  grupo: number,
  emails: readonly string[],
): Promise<KnownAccount[]> {
  if (emails.length === 0) return [];
  const result = await db.execute(sql`
    select u.id, u.email, u.first_name, u.tipo, (ga.id is not null) as miembro
    from ${users} u
    left join ${grupo_alumnos} ga on ga.alumno = u.id and ga.grupo = ${grupo}
    where u.email in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`);
  return (result as unknown as { rows: KnownAccount[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    tipo: Number(r.tipo),
  }));
}

/**
 * Imports wait for each other (into any group: one file may share e-mails with another), so the
 * second sees the first's accounts and memberships instead of racing it for the same e-mails.
 */
export async function lockImports(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('importar-alumnos-grupo'))`);
}
