import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import {
  refineRespuestas,
  ZOpcionNueva,
  ZPreguntaEvaluacion,
  zRespuestas,
  zTextoPregunta,
  zTipoPregunta,
} from './evaluacion';

/** Questions in use per evaluation, at most. */
export const MAX_PREGUNTAS_POR_EVALUACION = 200;

export const ZAgregarPreguntaEvaluacionRequest = z
  .object({
    evaluacion: zId,
    pregunta: zTextoPregunta,
    /** The spec's client sends no tipo; a missing one is single choice. */
    tipo: zTipoPregunta.default(1),
    respuestas: zRespuestas(ZOpcionNueva),
  })
  .superRefine(refineRespuestas);
export const ZAgregarPreguntaEvaluacionResponse = z.object({ content: ZPreguntaEvaluacion });
export type TAgregarPreguntaEvaluacionRequest = z.input<typeof ZAgregarPreguntaEvaluacionRequest>;
export type TAgregarPreguntaEvaluacionResponse = z.infer<typeof ZAgregarPreguntaEvaluacionResponse>;

export const agregarPreguntaEvaluacion = defineCall({
  name: 'agregarPreguntaEvaluacion',
  access: ['admin'],
  summary:
    'Agrega una pregunta al final de una evaluación: tipo 1 (una respuesta correcta, ' +
    'exactamente una marcada) o 2 (varias, al menos una marcada), con 1 a 20 respuestas. 404 ' +
    'si la evaluación no existe o está archivada; 409 al pasar de 200 preguntas.',
  request: ZAgregarPreguntaEvaluacionRequest,
  response: ZAgregarPreguntaEvaluacionResponse,
});
