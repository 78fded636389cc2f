import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCategoriaCurso, zNombreCategoria } from './shapes';

export const ZUpdateCategoriaCursoRequest = z.object({ categoria: zId, nombre: zNombreCategoria });
export const ZUpdateCategoriaCursoResponse = z.object({ content: ZCategoriaCurso });
export type TUpdateCategoriaCursoRequest = z.input<typeof ZUpdateCategoriaCursoRequest>;

export const updateCategoriaCurso = defineCall({
  name: 'updateCategoriaCurso',
  access: ['admin'],
  summary:
    'Cambia el nombre de una categoría de curso (404 si no existe, 409 si el nombre ya está).',
  request: ZUpdateCategoriaCursoRequest,
  response: ZUpdateCategoriaCursoResponse,
});
