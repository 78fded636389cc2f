import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferencias_carrera, users } from '../../db/schema/index';

/**
 * Whether staff may open this student's platform CV (`cv_visible`, off without a row), and
 * whether `viewer` is still an active administrator: one statement.
 */
export async function cvAccess(db: Db, alumno: number, viewer: number) {
  const [row] = await db
    .select({
      alumno: users.id,
      cv_visible: sql<boolean>`coalesce(${preferencias_carrera.cv_visible}, false)`,
      viewer_admin: sql<boolean>`exists (
        select 1 from ${users} v
        where v.id = ${viewer} and v.tipo = 0 and v.is_staff and v.is_active
      )`,
    })
    .from(users)
    .leftJoin(preferencias_carrera, eq(preferencias_carrera.alumno, users.id))
    .where(and(eq(users.id, alumno), eq(users.tipo, 1)))
    .limit(1);
  return row;
}
