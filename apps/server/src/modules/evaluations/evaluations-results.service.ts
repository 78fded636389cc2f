import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import { INSCRIPCION_NO_ENCONTRADA } from '../learning/index';
import * as repo from './evaluations-results.repository';
import { closeExpiredAttempts } from './evaluations-student.repository';
import { ATTEMPT_NOT_FOUND } from './messages';

export async function attemptsOf(ctx: AppContext, alumnoCurso: number) {
  if (!(await repo.enrolmentExists(ctx.db, alumnoCurso))) throw notFound(INSCRIPCION_NO_ENCONTRADA);
  // A timed attempt the student never sent is closed on the next read that shows it (decision
  // 019): the teacher sees it graded as it stood at its deadline.
  await closeExpiredAttempts(ctx.db, { alumno_curso: alumnoCurso, ahora: new Date() });
  const rows = await repo.submittedAttempts(ctx.db, alumnoCurso);
  return rows.map((r) => ({
    id: r.id,
    fecha: (r.fecha ?? new Date(0)).toISOString(),
    evaluacion_nombre: r.evaluacion_nombre,
    no_intento: r.no_intento,
    calificacion: r.calificacion ?? '0.00',
    resultado: r.resultado ?? 0,
  }));
}

export async function answersOf(ctx: AppContext, attempt: number) {
  if (!(await repo.attemptExists(ctx.db, attempt))) throw notFound(ATTEMPT_NOT_FOUND);
  return repo.attemptAnswers(ctx.db, attempt);
}
