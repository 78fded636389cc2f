import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPersona } from './people-schemas';

export const ZGetAlumnoRequest = z.object({ alumno: zId });
export const ZGetAlumnoResponse = z.object({ content: ZPersona });
export type TGetAlumnoRequest = z.input<typeof ZGetAlumnoRequest>;
export type TGetAlumnoResponse = z.infer<typeof ZGetAlumnoResponse>;

export const getAlumno = defineCall({
  name: 'getAlumno',
  access: ['admin'],
  summary: 'Los datos de un alumno. Un id que no es de un alumno: 404.',
  request: ZGetAlumnoRequest,
  response: ZGetAlumnoResponse,
});
