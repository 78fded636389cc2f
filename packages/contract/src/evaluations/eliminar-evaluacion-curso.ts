import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarEvaluacionCursoRequest = z.object({ evaluacion: zId });
export const ZEliminarEvaluacionCursoResponse = z.object({
  content: z.object({
    id: z.number().int(),
    /** 1: students had attempts, so it was archived (grades kept); 0: it was deleted. */
    archivada: z.number().int(),
  }),
});
export type TEliminarEvaluacionCursoRequest = z.input<typeof ZEliminarEvaluacionCursoRequest>;
export type TEliminarEvaluacionCursoResponse = z.infer<typeof ZEliminarEvaluacionCursoResponse>;

export const eliminarEvaluacionCurso = defineCall({
  name: 'eliminarEvaluacionCurso',
  access: ['admin'],
  summary:
    'Quita una evaluación del curso. Sin intentos de alumnos se borra con sus preguntas; con ' +
    'intentos se archiva (deja de aparecer, y las calificaciones y respuestas se conservan). ' +
    '404 si no existe o ya está archivada.',
  request: ZEliminarEvaluacionCursoRequest,
  response: ZEliminarEvaluacionCursoResponse,
});
