import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import { grupo_alumnos, grupos, pagos } from '../src/db/schema/index';

const uniq = () => randomBytes(4).toString('hex');

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

/** A group of a course, active, without teacher unless given. */
export async function createGroup(
  ctx: AppContext,
  curso: number,
  o: Partial<typeof grupos.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(grupos)
      .values({ nombre: `Grupo ${uniq()}`, ...o, curso })
      .returning(),
    'group',
  );
}

/** A student's membership of a group (an enrolment may be linked with `alumno_curso`). */
export async function addMember(
  ctx: AppContext,
  grupo: number,
  alumno: number,
  o: Partial<typeof grupo_alumnos.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(grupo_alumnos)
      .values({ ...o, grupo, alumno })
      .returning(),
    'membership',
  );
}

/** A payment straight into the database. */
export async function createPayment(
  ctx: AppContext,
  v: { grupo: number; alumno: number; registrado_por: number } & Partial<typeof pagos.$inferInsert>,
) {
  return first(
    await ctx.db
      .insert(pagos)
      .values({ monto: '100.00', fecha: '2026-01-10', metodo_pago: 4, ...v })
      .returning(),
    'payment',
  );
}
