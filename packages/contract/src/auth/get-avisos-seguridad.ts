import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZGetAvisosSeguridadRequest = ZEmpty;
export const ZGetAvisosSeguridadResponse = z.object({
  content: z.object({
    /**
     * An active demo account still signs in with the published demo password: anyone who read
     * the README can enter as it. The administration shows a warning while it is true.
     */
    contrasena_demo_por_defecto: z.boolean(),
  }),
});
export type TGetAvisosSeguridadRequest = z.input<typeof ZGetAvisosSeguridadRequest>;
export type TGetAvisosSeguridadResponse = z.infer<typeof ZGetAvisosSeguridadResponse>;

export const getAvisosSeguridad = defineCall({
  name: 'getAvisosSeguridad',
  method: 'GET',
  access: ['admin'],
  summary:
    'Avisos de seguridad para la administración: si alguna cuenta de demostración conserva la contraseña publicada.',
  request: ZGetAvisosSeguridadRequest,
  response: ZGetAvisosSeguridadResponse,
});
