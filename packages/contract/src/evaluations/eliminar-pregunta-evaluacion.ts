import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarPreguntaEvaluacionRequest = z.object({ pregunta: zId });
export const ZEliminarPreguntaEvaluacionResponse = z.object({
  content: z.object({
    id: z.number().int(),
    /** 1: the evaluation has attempts, so the question was archived; 0: it was deleted. */
    archivada: z.number().int(),
  }),
});
export type TEliminarPreguntaEvaluacionRequest = z.input<typeof ZEliminarPreguntaEvaluacionRequest>;
export type TEliminarPreguntaEvaluacionResponse = z.infer<
  typeof ZEliminarPreguntaEvaluacionResponse
>;

/**
 * Not in the spec (its client could not remove a question): designed here. A question of an
 * evaluation that students have attempted may be in their drawn order or graded answers, so it
 * is archived (hidden from the list and from new attempts) instead of deleted.
 */
export const eliminarPreguntaEvaluacion = defineCall({
  name: 'eliminarPreguntaEvaluacion',
  access: ['admin'],
  summary:
    'Quita una pregunta de una evaluación. Si la evaluación ya tiene intentos de alumnos, la ' +
    'pregunta se archiva y sus respuestas calificadas se conservan; si no, se borra. 404 si no ' +
    'existe o ya está archivada.',
  request: ZEliminarPreguntaEvaluacionRequest,
  response: ZEliminarPreguntaEvaluacionResponse,
});
