import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarTemaRequest = z.object({ tema: zId });
export const ZEliminarTemaResponse = z.object({ content: z.object({ id: z.number().int() }) });
export type TEliminarTemaRequest = z.input<typeof ZEliminarTemaRequest>;

export const eliminarTema = defineCall({
  name: 'eliminarTema',
  access: ['admin'],
  summary:
    'Elimina un tema con todos sus subtemas (y los avances de los alumnos en ellos); los temas ' +
    'restantes del curso se renumeran desde 1.',
  request: ZEliminarTemaRequest,
  response: ZEliminarTemaResponse,
});
