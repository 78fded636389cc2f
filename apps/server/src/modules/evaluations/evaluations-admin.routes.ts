import { actualizarEvaluacionCurso } from '@academia/contract/evaluations/actualizar-evaluacion-curso';
import { actualizarPreguntaEvaluacion } from '@academia/contract/evaluations/actualizar-pregunta-evaluacion';
import { agregarEvaluacionCurso } from '@academia/contract/evaluations/agregar-evaluacion-curso';
import { agregarPreguntaEvaluacion } from '@academia/contract/evaluations/agregar-pregunta-evaluacion';
import { editarEvaluacionCurso } from '@academia/contract/evaluations/editar-evaluacion-curso';
import { editarPreguntaEvaluacion } from '@academia/contract/evaluations/editar-pregunta-evaluacion';
import { eliminarEvaluacionCurso } from '@academia/contract/evaluations/eliminar-evaluacion-curso';
import { eliminarPreguntaEvaluacion } from '@academia/contract/evaluations/eliminar-pregunta-evaluacion';
import { getEvaluacionesCurso } from '@academia/contract/evaluations/get-evaluaciones-curso';
import { getPreguntasEvaluacion } from '@academia/contract/evaluations/get-preguntas-evaluacion';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './evaluations-admin.service';

/** The administrator's authoring of evaluations (admin/plataforma/evaluacion/:curso). */
export function registerEvaluationsAdminRoutes(app: FastifyInstance): void {
  registerCall(app, getEvaluacionesCurso, ({ app: ctx, input }) =>
    service.listEvaluations(ctx, input),
  );
  registerCall(app, agregarEvaluacionCurso, async ({ app: ctx, input, user }) => ({
    content: await service.addEvaluation(ctx, user, input),
  }));
  registerCall(app, editarEvaluacionCurso, async ({ app: ctx, input }) => ({
    content: await service.getEvaluation(ctx, input.evaluacion),
  }));
  registerCall(app, actualizarEvaluacionCurso, async ({ app: ctx, input, user }) => ({
    content: await service.updateEvaluation(ctx, user, input),
  }));
  registerCall(app, eliminarEvaluacionCurso, async ({ app: ctx, input, user }) => ({
    content: await service.deleteEvaluation(ctx, user, input.evaluacion),
  }));
  registerCall(app, getPreguntasEvaluacion, ({ app: ctx, input }) =>
    service.listQuestions(ctx, input.evaluacion),
  );
  registerCall(app, agregarPreguntaEvaluacion, async ({ app: ctx, input, user }) => ({
    content: await service.addQuestion(ctx, user, input),
  }));
  registerCall(app, editarPreguntaEvaluacion, async ({ app: ctx, input }) => ({
    content: await service.getQuestion(ctx, input.pregunta),
  }));
  registerCall(app, actualizarPreguntaEvaluacion, async ({ app: ctx, input, user }) => ({
    content: await service.updateQuestion(ctx, user, input),
  }));
  registerCall(app, eliminarPreguntaEvaluacion, async ({ app: ctx, input, user }) => ({
    content: await service.deleteQuestion(ctx, user, input.pregunta),
  }));
}
