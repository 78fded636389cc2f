import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarCursoRequest = z.object({ curso: zId });
export const ZEliminarCursoResponse = z.object({ content: z.object({ id: z.number().int() }) });
export type TEliminarCursoRequest = z.input<typeof ZEliminarCursoRequest>;

export const eliminarCurso = defineCall({
  name: 'eliminarCurso',
  access: ['admin'],
  summary:
    'Elimina un curso sin alumnos inscritos ni grupos, con su contenido y sus archivos. 409 si ' +
    'tiene inscripciones o grupos: se archiva en su lugar.',
  request: ZEliminarCursoRequest,
  response: ZEliminarCursoResponse,
});
