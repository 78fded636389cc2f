import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZCategoriaCurso } from './shapes';

/** The spec's page size for course categories. */
export const CATEGORIAS_POR_PAGINA = 20;

export const ZCategoriaCursoPaginadoRequest = z.object({ page: zPage });
export const ZCategoriaCursoPaginadoResponse = zPaged(ZCategoriaCurso);
export type TCategoriaCursoPaginadoRequest = z.input<typeof ZCategoriaCursoPaginadoRequest>;
export type TCategoriaCursoPaginadoResponse = z.infer<typeof ZCategoriaCursoPaginadoResponse>;

export const categoriaCursoPaginado = defineCall({
  name: 'categoriaCursoPaginado',
  method: 'GET',
  path: 'categoria-curso/paginado',
  access: ['admin'],
  summary: 'Las categorías de curso por páginas de 20, por nombre: `results` y `count`.',
  request: ZCategoriaCursoPaginadoRequest,
  response: ZCategoriaCursoPaginadoResponse,
});
