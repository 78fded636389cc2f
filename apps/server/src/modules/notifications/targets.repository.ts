import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditoria } from '../../db/schema/audit';
import { cursos } from '../../db/schema/catalog';
import { alumno_evaluacion_curso, evaluaciones } from '../../db/schema/evaluations';
import { foro_respuestas, foros_discusion } from '../../db/schema/forum';
import { alumno_curso } from '../../db/schema/learning';
import { notificaciones } from '../../db/schema/notifications';

/** The idempotency key of an attempt's graded notification: `<GRADED_KEY>:<attempt>`. */
export const GRADED_KEY = 'evaluacion_calificada';

/** Who wrote a forum answer, and where in their course the forum is. */
export async function forumAnswerTarget(tx: Tx, respuesta: number) {
  const [row] = await tx
    .select({
      usuario: foro_respuestas.usuario,
      alumno_curso: foro_respuestas.alumno_curso,
      foro: foros_discusion.id,
      pregunta: foros_discusion.pregunta,
      curso: cursos.id,
      slug: cursos.slug,
    })
    .from(foro_respuestas)
    .innerJoin(foros_discusion, eq(foros_discusion.id, foro_respuestas.foro_discusion))
    .innerJoin(cursos, eq(cursos.id, foros_discusion.curso))
    .where(eq(foro_respuestas.id, respuesta));
  return row;
}

/**
 * A graded attempt: its student, its evaluation's name, the grade, and where its course screen
 * is. Undefined while the attempt is open (or once it is gone).
 */
export async function gradedAttemptTarget(tx: Tx, intento: number) {
  const [row] = await tx
    .select({
      alumno: alumno_curso.alumno,
      alumno_curso: alumno_curso.id,
      curso: cursos.id,
      slug: cursos.slug,
      evaluacion: evaluaciones.id,
      nombre: evaluaciones.nombre,
      calificacion: alumno_evaluacion_curso.calificacion,
      resultado: alumno_evaluacion_curso.resultado,
    })
    .from(alumno_evaluacion_curso)
    .innerJoin(evaluaciones, eq(evaluaciones.id, alumno_evaluacion_curso.evaluacion))
    .innerJoin(alumno_curso, eq(alumno_curso.id, alumno_evaluacion_curso.alumno_curso))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(and(eq(alumno_evaluacion_curso.id, intento), isNotNull(alumno_evaluacion_curso.fecha)));
  return row;
}

/**
 * Attempts their students submitted between `since` and `until` whose graded notification was
 * never written (its job lost to a crash between the grade and the queue). Read from the
 * grading's audit entry, written in the grading's own statement and indexed by action and
 * moment; the student is its actor (a deadline closing or an administrator's change is not a
 * submit and never notified).
 */
export async function gradingsWithoutNotice(db: Db, since: Date, until: Date, limit: number) {
  const rows = await db
    .select({ intento: alumno_evaluacion_curso.id })
    .from(auditoria)
    .innerJoin(
      alumno_evaluacion_curso,
      sql`${alumno_evaluacion_curso.id}::text = ${auditoria.entidad_id}`,
    )
    .innerJoin(alumno_curso, eq(alumno_curso.id, alumno_evaluacion_curso.alumno_curso))
    .where(
      and(
        eq(auditoria.accion, 'calificar'),
        gt(auditoria.fecha, since),
        lt(auditoria.fecha, until),
        eq(auditoria.entidad, 'alumno_evaluacion_curso'),
        eq(auditoria.actor, alumno_curso.alumno),
        isNotNull(alumno_evaluacion_curso.fecha),
        sql`not exists (select 1 from ${notificaciones} n where n.clave =
          ${GRADED_KEY} || ':' || ${alumno_evaluacion_curso.id} || ':' || ${alumno_curso.alumno})`,
      ),
    )
    .orderBy(auditoria.fecha)
    .limit(limit);
  return rows.map((r) => r.intento);
}
