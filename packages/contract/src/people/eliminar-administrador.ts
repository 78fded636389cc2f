import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarAdministradorRequest = z.object({ administrador: zId });
export const ZEliminarAdministradorResponse = z.object({
  /**
   * `eliminado`: the account is gone. `desactivado`: it recorded payments, issued certificates
   * or wrote articles, records the database keeps, so it was deactivated instead.
   */
  content: z.object({ resultado: z.enum(['eliminado', 'desactivado']) }),
});
export type TEliminarAdministradorRequest = z.input<typeof ZEliminarAdministradorRequest>;
export type TEliminarAdministradorResponse = z.infer<typeof ZEliminarAdministradorResponse>;

export const eliminarAdministrador = defineCall({
  name: 'eliminarAdministrador',
  access: ['admin'],
  summary:
    'Elimina a un administrador; si tiene registros a su nombre (pagos, certificados…) se ' +
    'desactiva en su lugar. Nadie se elimina a sí mismo ni al último administrador activo (409).',
  request: ZEliminarAdministradorRequest,
  response: ZEliminarAdministradorResponse,
});
