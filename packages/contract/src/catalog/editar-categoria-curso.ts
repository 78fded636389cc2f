import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCategoriaCurso } from './shapes';

export const ZEditarCategoriaCursoRequest = z.object({ categoria: zId });
export const ZEditarCategoriaCursoResponse = z.object({ content: ZCategoriaCurso });
export type TEditarCategoriaCursoRequest = z.input<typeof ZEditarCategoriaCursoRequest>;

export const editarCategoriaCurso = defineCall({
  name: 'editarCategoriaCurso',
  access: ['admin'],
  summary: 'Los datos de una categoría de curso para editarla (404 si no existe).',
  request: ZEditarCategoriaCursoRequest,
  response: ZEditarCategoriaCursoResponse,
});
