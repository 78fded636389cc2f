import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZEvaluacion } from './evaluacion';

export const ZEditarEvaluacionCursoRequest = z.object({ evaluacion: zId });
export const ZEditarEvaluacionCursoResponse = z.object({ content: ZEvaluacion });
export type TEditarEvaluacionCursoRequest = z.input<typeof ZEditarEvaluacionCursoRequest>;
export type TEditarEvaluacionCursoResponse = z.infer<typeof ZEditarEvaluacionCursoResponse>;

export const editarEvaluacionCurso = defineCall({
  name: 'editarEvaluacionCurso',
  access: ['admin'],
  summary: 'Los datos de una evaluación para editarla. 404 si no existe o está archivada.',
  request: ZEditarEvaluacionCursoRequest,
  response: ZEditarEvaluacionCursoResponse,
});
