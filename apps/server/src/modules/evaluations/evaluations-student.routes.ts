import { enviarRespueastasEvaluacionAlumno } from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import { getEvaluacionesAlumnoCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { getEvaluacionesCursoAlumno } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { getPreguntasEvaluacionCursoAlumno } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import { getRevisionIntentoAlumno } from '@academia/contract/evaluations/get-revision-intento-alumno';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { EVALUATION_TABLES } from './evaluations-student.repository';
import * as service from './evaluations-student.service';

export function registerEvaluationsStudentRoutes(app: FastifyInstance): void {
  // Evaluations and their questions are cached until edited (decision 015).
  app.ctx.cache.watchTables(EVALUATION_TABLES);
  registerCall(app, getEvaluacionesCursoAlumno, async ({ app: ctx, user, input }) => ({
    content: await service.getEvaluacionesCursoAlumno(ctx, user, input),
  }));
  registerCall(app, getPreguntasEvaluacionCursoAlumno, ({ app: ctx, user, input }) =>
    service.getPreguntasEvaluacionCursoAlumno(ctx, user, input),
  );
  registerCall(app, enviarRespueastasEvaluacionAlumno, ({ app: ctx, user, input }) =>
    service.enviarRespueastasEvaluacionAlumno(ctx, user, input),
  );
  registerCall(app, getEvaluacionesAlumnoCursoAlumno, ({ app: ctx, user, input }) =>
    service.getEvaluacionesAlumnoCursoAlumno(ctx, user, input),
  );
  registerCall(app, getRevisionIntentoAlumno, ({ app: ctx, user, input }) =>
    service.getRevisionIntentoAlumno(ctx, user, input),
  );
}
