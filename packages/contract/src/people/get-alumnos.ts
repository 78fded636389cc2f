import { z } from 'zod';
import { defineCall, zPage } from '../core/call';
import { ZPersona } from './people-schemas';

export const ZGetAlumnosRequest = z.object({ page: zPage });
export const ZGetAlumnosResponse = z.object({
  content: z.array(ZPersona),
  count: z.number().int(),
});
export type TGetAlumnosRequest = z.input<typeof ZGetAlumnosRequest>;
export type TGetAlumnosResponse = z.infer<typeof ZGetAlumnosResponse>;

export const getAlumnos = defineCall({
  name: 'getAlumnos',
  method: 'GET',
  access: ['admin'],
  summary: 'Los alumnos activos por apellido, 20 por página (`count`: el total).',
  request: ZGetAlumnosRequest,
  response: ZGetAlumnosResponse,
});
