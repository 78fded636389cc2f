import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumno_curso, cursos, users } from '../../db/schema/index';

export async function findCursoBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: cursos.id,
      nombre: cursos.nombre,
      descripcion: cursos.descripcion,
      horas_curso: cursos.horas_curso,
      fecha_inicio: cursos.fecha_inicio,
      fecha_fin: cursos.fecha_fin,
      slug: cursos.slug,
      imagen: cursos.imagen,
    })
    .from(cursos)
    .where(eq(cursos.slug, slug))
    .limit(1);
  return row;
}

/** The account of an e-mail, locked until the transaction ends so two registrations queue up. */
export async function findUserForUpdate(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

export async function clearDemoExpiry(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ expira: null, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** Enrols once: a second registration to the same course changes nothing. */
export async function enrolOnce(db: Db, alumno: number, curso: number) {
  await db.insert(alumno_curso).values({ alumno, curso }).onConflictDoNothing();
  const [row] = await db
    .select({ unique_id: alumno_curso.unique_id })
    .from(alumno_curso)
    .where(sql`${alumno_curso.alumno} = ${alumno} and ${alumno_curso.curso} = ${curso}`)
    .limit(1);
  if (!row) throw new Error('enrolOnce: enrolment missing after insert');
  return row.unique_id;
}
