import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZCursoOpcion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  slug: z.string(),
});
export const ZGetCursosRequest = ZEmpty;
export const ZGetCursosResponse = z.object({ content: z.array(ZCursoOpcion) });
export type TCursoOpcion = z.infer<typeof ZCursoOpcion>;

export const getCursos = defineCall({
  name: 'getCursos',
  method: 'GET',
  access: ['admin'],
  summary: 'Todos los cursos (id, nombre y slug) por nombre, para las listas de selección.',
  request: ZGetCursosRequest,
  response: ZGetCursosResponse,
});
