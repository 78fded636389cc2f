import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  evaluaciones,
} from '../../db/schema/index';

export async function enrolmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: alumno_curso.id })
    .from(alumno_curso)
    .where(eq(alumno_curso.id, id))
    .limit(1);
  return row !== undefined;
}

/** Submitted attempts only: an open attempt has no date or grade yet. */
export async function submittedAttempts(db: Db, alumnoCurso: number) {
  return db
    .select({
      id: alumno_evaluacion_curso.id,
      fecha: alumno_evaluacion_curso.fecha,
      evaluacion_nombre: evaluaciones.nombre,
      no_intento: alumno_evaluacion_curso.no_intento,
      calificacion: alumno_evaluacion_curso.calificacion,
      resultado: alumno_evaluacion_curso.resultado,
    })
    .from(alumno_evaluacion_curso)
    .innerJoin(evaluaciones, eq(evaluaciones.id, alumno_evaluacion_curso.evaluacion))
    .where(
      and(
        eq(alumno_evaluacion_curso.alumno_curso, alumnoCurso),
        isNotNull(alumno_evaluacion_curso.fecha),
      ),
    )
    .orderBy(desc(alumno_evaluacion_curso.fecha), desc(alumno_evaluacion_curso.id));
}

export async function attemptExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: alumno_evaluacion_curso.id })
    .from(alumno_evaluacion_curso)
    .where(eq(alumno_evaluacion_curso.id, id))
    .limit(1);
  return row !== undefined;
}

export async function attemptAnswers(db: Db, attempt: number) {
  return db
    .select({
      id: alumno_evaluacion_respuestas.id,
      pregunta_pregunta: alumno_evaluacion_respuestas.pregunta_pregunta,
      respuesta_respuesta_alumno: alumno_evaluacion_respuestas.respuesta_respuesta_alumno,
      respuesta_correcta_evaluacion: alumno_evaluacion_respuestas.respuesta_correcta_evaluacion,
      resultado: alumno_evaluacion_respuestas.resultado,
    })
    .from(alumno_evaluacion_respuestas)
    .where(eq(alumno_evaluacion_respuestas.alumno_evaluacion_curso, attempt))
    .orderBy(asc(alumno_evaluacion_respuestas.id));
}
