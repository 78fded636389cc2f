import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import {
  refineRespuestas,
  ZOpcionActualizada,
  ZPreguntaEvaluacion,
  zRespuestas,
  zTextoPregunta,
  zTipoPregunta,
} from './evaluacion';

export const ZActualizarPreguntaEvaluacionRequest = z
  .object({
    pregunta_id: zId,
    pregunta: zTextoPregunta,
    tipo: zTipoPregunta.default(1),
    /**
     * The full list of options, in order. An option with the `id` of one of this question's
     * options updates it; one without an id is new; options left out are removed.
     */
    respuestas: zRespuestas(ZOpcionActualizada),
  })
  .superRefine(refineRespuestas);
export const ZActualizarPreguntaEvaluacionResponse = z.object({ content: ZPreguntaEvaluacion });
export type TActualizarPreguntaEvaluacionRequest = z.input<
  typeof ZActualizarPreguntaEvaluacionRequest
>;
export type TActualizarPreguntaEvaluacionResponse = z.infer<
  typeof ZActualizarPreguntaEvaluacionResponse
>;

export const actualizarPreguntaEvaluacion = defineCall({
  name: 'actualizarPreguntaEvaluacion',
  access: ['admin'],
  summary:
    'Reescribe una pregunta y sus respuestas (mismas reglas que al agregarla). Los intentos ya ' +
    'enviados no cambian: guardan los textos y la calificación con que se evaluaron. 404 si la ' +
    'pregunta no existe; 400 si una respuesta nombra un id de otra pregunta.',
  request: ZActualizarPreguntaEvaluacionRequest,
  response: ZActualizarPreguntaEvaluacionResponse,
});
