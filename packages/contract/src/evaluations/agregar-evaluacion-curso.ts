import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCamposEvaluacion, ZEvaluacion } from './evaluacion';

export const ZAgregarEvaluacionCursoRequest = ZCamposEvaluacion.extend({ curso: zId });
export const ZAgregarEvaluacionCursoResponse = z.object({ content: ZEvaluacion });
export type TAgregarEvaluacionCursoRequest = z.input<typeof ZAgregarEvaluacionCursoRequest>;
export type TAgregarEvaluacionCursoResponse = z.infer<typeof ZAgregarEvaluacionCursoResponse>;

export const agregarEvaluacionCurso = defineCall({
  name: 'agregarEvaluacionCurso',
  access: ['admin'],
  summary:
    'Agrega una evaluación a un curso: nombre, instrucciones (HTML saneado), intentos (al ' +
    'menos 1), calificación aprobatoria (0 a 100) y preguntas y respuestas aleatorias (1 por ' +
    'omisión). 404 si el curso no existe.',
  request: ZAgregarEvaluacionCursoRequest,
  response: ZAgregarEvaluacionCursoResponse,
});
