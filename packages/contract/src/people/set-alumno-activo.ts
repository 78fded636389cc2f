import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZSetAlumnoActivoRequest = z.object({ alumno: zId });
export const ZSetAlumnoActivoResponse = z.object({
  content: z.object({ id: z.number().int(), is_active: z.boolean() }),
});
export type TSetAlumnoActivoRequest = z.input<typeof ZSetAlumnoActivoRequest>;
export type TSetAlumnoActivoResponse = z.infer<typeof ZSetAlumnoActivoResponse>;

/** A deactivated student cannot sign in (their open sessions stop working) but keeps records. */
export const desactivarAlumno = defineCall({
  name: 'desactivarAlumno',
  access: ['admin'],
  summary: 'Desactiva a un alumno: ya no puede iniciar sesión; sus registros se conservan.',
  request: ZSetAlumnoActivoRequest,
  response: ZSetAlumnoActivoResponse,
});

export const activarAlumno = defineCall({
  name: 'activarAlumno',
  access: ['admin'],
  summary: 'Vuelve a activar a un alumno.',
  request: ZSetAlumnoActivoRequest,
  response: ZSetAlumnoActivoResponse,
});
