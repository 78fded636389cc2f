import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZSetAdministradorActivoRequest = z.object({ administrador: zId });
export const ZSetAdministradorActivoResponse = z.object({
  content: z.object({ id: z.number().int(), is_active: z.boolean() }),
});
export type TSetAdministradorActivoRequest = z.input<typeof ZSetAdministradorActivoRequest>;
export type TSetAdministradorActivoResponse = z.infer<typeof ZSetAdministradorActivoResponse>;

export const desactivarAdministrador = defineCall({
  name: 'desactivarAdministrador',
  access: ['admin'],
  summary:
    'Desactiva a un administrador: ya no puede iniciar sesión; sus registros se conservan. Nadie se desactiva a sí mismo ni al último administrador activo (409).',
  request: ZSetAdministradorActivoRequest,
  response: ZSetAdministradorActivoResponse,
});

export const activarAdministrador = defineCall({
  name: 'activarAdministrador',
  access: ['admin'],
  summary: 'Vuelve a activar a un administrador.',
  request: ZSetAdministradorActivoRequest,
  response: ZSetAdministradorActivoResponse,
});
