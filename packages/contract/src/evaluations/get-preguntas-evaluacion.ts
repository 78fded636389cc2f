import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaEvaluacion } from './evaluacion';

export const ZGetPreguntasEvaluacionRequest = z.object({ evaluacion: zId });
export const ZGetPreguntasEvaluacionResponse = z.object({
  /**
   * Every question in use, in order, with its options. Not paged: an evaluation is written and
   * taken as a whole, and `agregarPreguntaEvaluacion` caps it at 200 questions.
   */
  content: z.array(ZPreguntaEvaluacion),
  dataEvaluacion: z.object({ id: z.number().int(), nombre: z.string(), curso: z.number().int() }),
});
export type TGetPreguntasEvaluacionRequest = z.input<typeof ZGetPreguntasEvaluacionRequest>;
export type TGetPreguntasEvaluacionResponse = z.infer<typeof ZGetPreguntasEvaluacionResponse>;

export const getPreguntasEvaluacion = defineCall({
  name: 'getPreguntasEvaluacion',
  access: ['admin'],
  summary:
    'Las preguntas de una evaluación con sus respuestas y la marca de la correcta (las ' +
    'archivadas no aparecen). 404 si la evaluación no existe o está archivada.',
  request: ZGetPreguntasEvaluacionRequest,
  response: ZGetPreguntasEvaluacionResponse,
});
