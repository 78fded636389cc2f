import { getEvaluacionesAlumnoCurso } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso';
import { getRespuestasEvaluacionAlumno } from '@academia/contract/evaluations/get-respuestas-evaluacion-alumno';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './evaluations-results.service';

export function registerEvaluationsResultsRoutes(app: FastifyInstance): void {
  registerCall(app, getEvaluacionesAlumnoCurso, async ({ app: ctx, input }) => ({
    content: await service.attemptsOf(ctx, input.alumno_curso),
  }));
  registerCall(app, getRespuestasEvaluacionAlumno, async ({ app: ctx, input }) => ({
    content: await service.answersOf(ctx, input.alumno_evaluacion_curso),
  }));
}
