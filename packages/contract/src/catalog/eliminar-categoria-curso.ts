import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarCategoriaCursoRequest = z.object({ categoria: zId });
export const ZEliminarCategoriaCursoResponse = z.object({
  content: z.object({
    id: z.number().int(),
    /** How many courses (with their content) went with the category. */
    cursos_eliminados: z.number().int(),
  }),
});
export type TEliminarCategoriaCursoRequest = z.input<typeof ZEliminarCategoriaCursoRequest>;

export const eliminarCategoriaCurso = defineCall({
  name: 'eliminarCategoriaCurso',
  access: ['admin'],
  summary:
    'Elimina una categoría de curso y, en la misma transacción, sus cursos con su contenido. Si ' +
    'algún curso de la categoría tiene alumnos inscritos, grupos (con sus pagos) o ' +
    'certificados, no se elimina nada: 409.',
  request: ZEliminarCategoriaCursoRequest,
  response: ZEliminarCategoriaCursoResponse,
});
