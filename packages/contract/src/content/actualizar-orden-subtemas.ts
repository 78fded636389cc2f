import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZNuevoOrden } from './shapes';

export const ZActualizarOrdenSubtemasRequest = z.object({ nuevoOrden: ZNuevoOrden });
export const ZActualizarOrdenSubtemasResponse = z.object({
  content: z.object({ actualizados: z.number().int() }),
});
export type TActualizarOrdenSubtemasRequest = z.input<typeof ZActualizarOrdenSubtemasRequest>;

export const actualizarOrdenSubtemas = defineCall({
  name: 'actualizarOrdenSubtemas',
  access: ['admin'],
  summary:
    'Guarda el orden de los subtemas de un tema tras arrastrarlos: cada id con su posición ' +
    'desde 1, en una transacción. Todos deben ser del mismo tema (si no, 400; inexistentes, 404).',
  request: ZActualizarOrdenSubtemasRequest,
  response: ZActualizarOrdenSubtemasResponse,
});
