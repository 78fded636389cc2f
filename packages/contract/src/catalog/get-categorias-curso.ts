import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZCategoriaCurso } from './shapes';

export const ZGetCategoriasCursoRequest = ZEmpty;
export const ZGetCategoriasCursoResponse = z.object({ content: z.array(ZCategoriaCurso) });
export type TGetCategoriasCursoResponse = z.infer<typeof ZGetCategoriasCursoResponse>;

export const getCategoriasCurso = defineCall({
  name: 'getCategoriasCurso',
  method: 'GET',
  access: 'anyone',
  summary:
    'Todas las categorías de curso, por nombre (las listas de selección de los formularios).',
  request: ZGetCategoriasCursoRequest,
  response: ZGetCategoriasCursoResponse,
});
