import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTema } from './shapes';

export const ZEditarTemaCursoRequest = z.object({ tema: zId });
export const ZEditarTemaCursoResponse = z.object({ content: ZTema });
export type TEditarTemaCursoRequest = z.input<typeof ZEditarTemaCursoRequest>;

export const editarTemaCurso = defineCall({
  name: 'editarTemaCurso',
  access: ['admin'],
  summary: 'Los datos de un tema (id y nombre) para editarlo; 404 si no existe.',
  request: ZEditarTemaCursoRequest,
  response: ZEditarTemaCursoResponse,
});
