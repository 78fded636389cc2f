import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZNuevoOrden } from './shapes';

export const ZActualizarOrdenTemasRequest = z.object({ nuevoOrden: ZNuevoOrden });
export const ZActualizarOrdenTemasResponse = z.object({
  content: z.object({ actualizados: z.number().int() }),
});
export type TActualizarOrdenTemasRequest = z.input<typeof ZActualizarOrdenTemasRequest>;

/** Not in the spec (its client reordered topics without saving a call we know): designed here. */
export const actualizarOrdenTemas = defineCall({
  name: 'actualizarOrdenTemas',
  access: ['admin'],
  summary:
    'Guarda el orden de los temas de un curso tras arrastrarlos, con la forma de ' +
    '`actualizarOrdenSubtemas`: `{ nuevoOrden: [{ id, orden }] }`, posiciones desde 1, en una ' +
    'transacción. Todos deben ser del mismo curso (si no, 400; inexistentes, 404).',
  request: ZActualizarOrdenTemasRequest,
  response: ZActualizarOrdenTemasResponse,
});
