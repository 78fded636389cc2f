import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { alumno_curso, cursos, users } from '../../db/schema/index';
import { escapeLike } from '../../platform/text/like';

/**
 * Every word of `search` in the student's names or e-mail, ignoring accents and case: a LIKE on
 * the stored `busqueda` column, which `users_search_trgm_idx` serves (as the people module's
 * search, which this module may not import: people depends on learning).
 */
function matchesSearch(search: string): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map(
      (w) => sql`${users.busqueda} like (select '%' || f_unaccent(lower(${escapeLike(w)})) || '%')`,
    ),
    sql` and `,
  );
}

export type PendingFilter = { curso?: number | undefined; search: string };

const pendingWhere = (f: PendingFilter) =>
  and(
    eq(alumno_curso.estado, 'pendiente'),
    f.curso === undefined ? undefined : eq(alumno_curso.curso, f.curso),
    matchesSearch(f.search),
  );

/**
 * A page of pending enrolments, oldest first (the partial indexes on pending rows), and how
 * many match: two statements whatever the page.
 */
export async function pagePending(db: Db, f: PendingFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        alumno_curso: alumno_curso.id,
        fecha: alumno_curso.fecha,
        alumno: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        celular: users.celular,
        curso: cursos.id,
        curso_nombre: cursos.nombre,
        precio: cursos.precio,
      })
      .from(alumno_curso)
      .innerJoin(users, eq(users.id, alumno_curso.alumno))
      .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
      .where(pendingWhere(f))
      .orderBy(alumno_curso.fecha, alumno_curso.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(alumno_curso)
      .innerJoin(users, eq(users.id, alumno_curso.alumno))
      .where(pendingWhere(f)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** An enrolment with its student and course, as the confirmation and rejection tell them. */
const decided = {
  id: alumno_curso.id,
  estado: alumno_curso.estado,
  prueba: alumno_curso.prueba,
  alumno: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  tipo: users.tipo,
  password: users.password,
  expira: users.expira,
  is_active: users.is_active,
  curso: cursos.id,
  curso_nombre: cursos.nombre,
  curso_slug: cursos.slug,
};

/**
 * The enrolment with its student and course, locked until the transaction ends: two
 * administrators deciding on the same enrolment at once queue here, and the second one reads
 * what the first decided.
 */
export async function findForDecision(tx: Tx, id: number) {
  const [row] = await tx
    .select(decided)
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, id))
    .limit(1)
    .for('update', { of: alumno_curso });
  return row;
}

/**
 * Confirms: access counts from `ahora`. A trial becomes a real enrolment, so its 7-day end
 * (`acceso_hasta`) goes with its mark.
 */
export async function confirm(tx: Tx, id: number, ahora: Date, wasTrial: boolean) {
  await tx
    .update(alumno_curso)
    .set({
      estado: 'confirmada',
      confirmada_en: ahora,
      prueba: false,
      ...(wasTrial && { acceso_hasta: null }),
    })
    .where(eq(alumno_curso.id, id));
}

export async function reject(tx: Tx, id: number) {
  await tx.update(alumno_curso).set({ estado: 'rechazada' }).where(eq(alumno_curso.id, id));
}

/** A demo account confirmed into a course becomes a lasting one. */
export async function clearExpiry(tx: Tx, userId: number) {
  await tx.update(users).set({ expira: null, updated_at: sql`now()` }).where(eq(users.id, userId));
}
