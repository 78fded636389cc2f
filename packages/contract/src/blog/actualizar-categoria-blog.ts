import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCategoriaBlogResponse, zNombreCategoria } from './blog-fields';

export const ZActualizarCategoriaBlogRequest = z.object({
  categoria: zId,
  nombre: zNombreCategoria,
});
export type TActualizarCategoriaBlogRequest = z.input<typeof ZActualizarCategoriaBlogRequest>;

export const actualizarCategoriaBlog = defineCall({
  name: 'actualizarCategoriaBlog',
  access: ['admin', 'teacher'],
  summary: 'Cambia el nombre de una categoría del blog. Inexistente: 404; nombre repetido: 409.',
  request: ZActualizarCategoriaBlogRequest,
  response: ZCategoriaBlogResponse,
});
