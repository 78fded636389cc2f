import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaEvaluacion } from './evaluacion';

export const ZEditarPreguntaEvaluacionRequest = z.object({ pregunta: zId });
export const ZEditarPreguntaEvaluacionResponse = z.object({ content: ZPreguntaEvaluacion });
export type TEditarPreguntaEvaluacionRequest = z.input<typeof ZEditarPreguntaEvaluacionRequest>;
export type TEditarPreguntaEvaluacionResponse = z.infer<typeof ZEditarPreguntaEvaluacionResponse>;

export const editarPreguntaEvaluacion = defineCall({
  name: 'editarPreguntaEvaluacion',
  access: ['admin'],
  summary: 'Una pregunta de evaluación con sus respuestas, para editarla. 404 si no existe.',
  request: ZEditarPreguntaEvaluacionRequest,
  response: ZEditarPreguntaEvaluacionResponse,
});
