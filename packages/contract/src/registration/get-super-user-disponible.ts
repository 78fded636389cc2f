import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZGetSuperUserDisponibleRequest = ZEmpty;
export const ZGetSuperUserDisponibleResponse = z.object({
  /** true while no active administrator exists, so createSuperUser would work. */
  content: z.object({ disponible: z.boolean() }),
});
export type TGetSuperUserDisponibleResponse = z.infer<typeof ZGetSuperUserDisponibleResponse>;

export const getSuperUserDisponible = defineCall({
  name: 'getSuperUserDisponible',
  method: 'GET',
  access: 'anyone',
  summary:
    'Si el registro de superusuario (admin/superuser) sigue abierto: solo mientras no exista ' +
    'ningún administrador activo.',
  request: ZGetSuperUserDisponibleRequest,
  response: ZGetSuperUserDisponibleResponse,
});
