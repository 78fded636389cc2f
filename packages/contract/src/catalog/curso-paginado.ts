import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZCurso, ZEstadoCurso } from './shapes';

/** The spec's page size for courses. */
export const CURSOS_POR_PAGINA = 20;

export const ZCursoPaginadoRequest = z.object({
  page: zPage,
  /** Only the courses in this state; every course when left out. */
  estado: ZEstadoCurso.optional(),
});
export const ZCursoPaginadoResponse = zPaged(ZCurso);
export type TCursoPaginadoRequest = z.input<typeof ZCursoPaginadoRequest>;
export type TCursoPaginadoResponse = z.infer<typeof ZCursoPaginadoResponse>;

export const cursoPaginado = defineCall({
  name: 'cursoPaginado',
  method: 'GET',
  path: 'curso/paginado',
  access: ['admin'],
  summary:
    'Los cursos por páginas de 20, los más recientes primero: `results` y `count`; con ' +
    '`estado`, solo los borradores, los publicados o los archivados.',
  request: ZCursoPaginadoRequest,
  response: ZCursoPaginadoResponse,
});
