import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZSetProfesorActivoRequest = z.object({ profesor: zId });
export const ZSetProfesorActivoResponse = z.object({
  content: z.object({ id: z.number().int(), is_active: z.boolean() }),
});
export type TSetProfesorActivoRequest = z.input<typeof ZSetProfesorActivoRequest>;
export type TSetProfesorActivoResponse = z.infer<typeof ZSetProfesorActivoResponse>;

export const desactivarProfesor = defineCall({
  name: 'desactivarProfesor',
  access: ['admin'],
  summary: 'Desactiva a un profesor: ya no puede iniciar sesión; sus registros se conservan.',
  request: ZSetProfesorActivoRequest,
  response: ZSetProfesorActivoResponse,
});

export const activarProfesor = defineCall({
  name: 'activarProfesor',
  access: ['admin'],
  summary: 'Vuelve a activar a un profesor.',
  request: ZSetProfesorActivoRequest,
  response: ZSetProfesorActivoResponse,
});
