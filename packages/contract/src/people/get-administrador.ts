import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPersona } from './people-schemas';

export const ZGetAdministradorRequest = z.object({ administrador: zId });
export const ZGetAdministradorResponse = z.object({ content: ZPersona });
export type TGetAdministradorRequest = z.input<typeof ZGetAdministradorRequest>;
export type TGetAdministradorResponse = z.infer<typeof ZGetAdministradorResponse>;

export const getAdministrador = defineCall({
  name: 'getAdministrador',
  access: ['admin'],
  summary: 'Los datos de un administrador; otro id: 404.',
  request: ZGetAdministradorRequest,
  response: ZGetAdministradorResponse,
});
