import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZCategoriaCurso, zNombreCategoria } from './shapes';

export const ZAgregarCategoriaCursoRequest = z.object({ nombre: zNombreCategoria });
export const ZAgregarCategoriaCursoResponse = z.object({ content: ZCategoriaCurso });
export type TAgregarCategoriaCursoRequest = z.input<typeof ZAgregarCategoriaCursoRequest>;

export const agregarCategoriaCurso = defineCall({
  name: 'agregarCategoriaCurso',
  access: ['admin'],
  summary: 'Agrega una categoría de curso. Un nombre repetido (sin importar mayúsculas): 409.',
  request: ZAgregarCategoriaCursoRequest,
  response: ZAgregarCategoriaCursoResponse,
});
