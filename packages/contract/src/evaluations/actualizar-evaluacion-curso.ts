import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCamposEvaluacion, ZEvaluacion } from './evaluacion';

export const ZActualizarEvaluacionCursoRequest = ZCamposEvaluacion.extend({ evaluacion: zId });
export const ZActualizarEvaluacionCursoResponse = z.object({ content: ZEvaluacion });
export type TActualizarEvaluacionCursoRequest = z.input<typeof ZActualizarEvaluacionCursoRequest>;
export type TActualizarEvaluacionCursoResponse = z.infer<typeof ZActualizarEvaluacionCursoResponse>;

export const actualizarEvaluacionCurso = defineCall({
  name: 'actualizarEvaluacionCurso',
  access: ['admin'],
  summary:
    'Actualiza los datos de una evaluación (mismas reglas que al agregarla). Los intentos ya ' +
    'calificados conservan su calificación. 404 si no existe o está archivada.',
  request: ZActualizarEvaluacionCursoRequest,
  response: ZActualizarEvaluacionCursoResponse,
});
