import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZRestaurarCursoRequest = z.object({ curso: zId });
export const ZRestaurarCursoResponse = z.object({ content: ZCurso });
export type TRestaurarCursoRequest = z.input<typeof ZRestaurarCursoRequest>;

export const restaurarCurso = defineCall({
  name: 'restaurarCurso',
  access: ['admin'],
  summary: 'Restaura un curso archivado: vuelve a estar publicado. 409 si no está archivado.',
  request: ZRestaurarCursoRequest,
  response: ZRestaurarCursoResponse,
});
