import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarMaterialSubtemaRequest = z.object({ id: zId });
export const ZEliminarMaterialSubtemaResponse = z.object({
  content: z.object({ id: z.number().int() }),
});
export type TEliminarMaterialSubtemaRequest = z.input<typeof ZEliminarMaterialSubtemaRequest>;

export const eliminarMaterialSubtema = defineCall({
  name: 'eliminarMaterialSubtema',
  access: ['admin'],
  summary: 'Elimina un material y su archivo; 404 si no existe.',
  request: ZEliminarMaterialSubtemaRequest,
  response: ZEliminarMaterialSubtemaResponse,
});
