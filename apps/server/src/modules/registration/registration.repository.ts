import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { alumno_curso, cursos, grupo_alumnos, grupos, users } from '../../db/schema/index';

export async function findCursoBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: cursos.id,
      nombre: cursos.nombre,
      descripcion: cursos.descripcion,
      horas_curso: cursos.horas_curso,
      precio: cursos.precio,
      fecha_inicio: cursos.fecha_inicio,
      fecha_fin: cursos.fecha_fin,
      slug: cursos.slug,
      imagen: cursos.imagen,
      prueba_gratuita: cursos.prueba_gratuita,
      estado: cursos.estado,
    })
    .from(cursos)
    .where(eq(cursos.slug, slug))
    .limit(1)
    // Held until the registration commits: a delete of the course waits for it, or wins and
    // leaves nothing to enrol in (key share does not hold up a change of state).
    .for('key share');
  return row;
}

/** The account of an e-mail, locked until the transaction ends so two registrations queue up. */
export async function findUserForUpdate(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

/** How a registration enrols: the state it asks for, and a trial's end. */
export type EnrolAs =
  | { estado: 'confirmada' | 'pendiente' }
  | { estado: 'confirmada'; prueba: true; acceso_hasta: Date };

/**
 * Enrols once: a second registration to the same course changes nothing, except that a
 * rejected enrolment, or a trial, asked for again waits for a decision (a trial keeps its
 * lessons meanwhile). `nueva` says whether this call created or reopened it (what the owner
 * is told about).
 */
export async function enrolOnce(db: Db, alumno: number, curso: number, as: EnrolAs) {
  const [inserted] = await db
    .insert(alumno_curso)
    .values({ alumno, curso, ...as })
    .onConflictDoNothing()
    .returning({ id: alumno_curso.id, unique_id: alumno_curso.unique_id });
  if (inserted) return { ...inserted, nueva: true };
  const [reopened] =
    as.estado !== 'pendiente'
      ? []
      : await db
          .update(alumno_curso)
          .set({ estado: 'pendiente' })
          .where(
            and(
              eq(alumno_curso.alumno, alumno),
              eq(alumno_curso.curso, curso),
              or(
                eq(alumno_curso.estado, 'rechazada'),
                and(eq(alumno_curso.estado, 'confirmada'), eq(alumno_curso.prueba, true)),
              ),
            ),
          )
          .returning({ id: alumno_curso.id, unique_id: alumno_curso.unique_id });
  if (reopened) return { ...reopened, nueva: true };
  const [row] = await db
    .select({ id: alumno_curso.id, unique_id: alumno_curso.unique_id })
    .from(alumno_curso)
    .where(and(eq(alumno_curso.alumno, alumno), eq(alumno_curso.curso, curso)))
    .limit(1);
  if (!row) throw new Error('enrolOnce: enrolment missing after insert');
  return { ...row, nueva: false };
}

// An administrator's enrolment (inscribirAlumnoCurso) ------------------------------------------

export async function findCursoById(db: Db, id: number) {
  const [row] = await db
    .select({ id: cursos.id, nombre: cursos.nombre, precio: cursos.precio })
    .from(cursos)
    .where(eq(cursos.id, id))
    .limit(1);
  return row;
}

/** The course's active groups, by start date (the index `grupos_curso_activo_idx`). */
export async function activeGroups(db: Db, curso: number) {
  return db
    .select({ id: grupos.id, nombre: grupos.nombre })
    .from(grupos)
    .where(and(eq(grupos.curso, curso), eq(grupos.activo, 1)))
    .orderBy(sql`${grupos.fecha_inicio} nulls last`, asc(grupos.id));
}

export async function findGroup(db: Db, id: number) {
  const [row] = await db
    .select({ id: grupos.id, nombre: grupos.nombre, curso: grupos.curso, activo: grupos.activo })
    .from(grupos)
    .where(eq(grupos.id, id))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The student's enrolment in the course, created confirmed, or the one already there, locked
 * until the transaction ends: two enrolments of one student queue on the unique index and the
 * second finds the first's row.
 */
export async function enrolConfirmed(tx: Tx, alumno: number, curso: number) {
  const [inserted] = await tx
    .insert(alumno_curso)
    .values({ alumno, curso, estado: 'confirmada' })
    .onConflictDoNothing()
    .returning({ id: alumno_curso.id });
  if (inserted) return { id: inserted.id, nueva: true };
  const [row] = await tx
    .select({ id: alumno_curso.id })
    .from(alumno_curso)
    .where(and(eq(alumno_curso.alumno, alumno), eq(alumno_curso.curso, curso)))
    .limit(1)
    .for('update');
  if (!row) throw new Error('enrolConfirmed: enrolment missing after insert');
  return { id: row.id, nueva: false };
}

/** The membership in the group; undefined when the student already was a member. */
export async function insertMembership(
  tx: Tx,
  values: { grupo: number; alumno: number; alumno_curso: number; precio_venta: string | null },
) {
  const [row] = await tx
    .insert(grupo_alumnos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: grupo_alumnos.id, precio_venta: grupo_alumnos.precio_venta });
  return row;
}
