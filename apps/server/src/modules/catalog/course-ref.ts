import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursos } from '../../db/schema/index';

/** A course as the other modules name it: the forum, evaluations, groups, certificates… */
export interface CourseRef {
  id: number;
  nombre: string;
  slug: string;
}

/**
 * The course by id (or by slug, as the groups' calls accept either), or undefined. A writer that
 * adds rows under the course passes `lock`: 'key share' keeps the course from being deleted
 * until its transaction ends without blocking other writers; 'update' serialises them.
 */
export async function findCourseRef(
  db: Db,
  curso: number | string,
  lock?: 'update' | 'key share',
): Promise<CourseRef | undefined> {
  const query = db
    .select({ id: cursos.id, nombre: cursos.nombre, slug: cursos.slug })
    .from(cursos)
    .where(typeof curso === 'number' ? eq(cursos.id, curso) : eq(cursos.slug, curso))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}
