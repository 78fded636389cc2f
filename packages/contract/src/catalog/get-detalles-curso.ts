import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZGetDetallesCursoRequest = z.object({ curso: zId });
export const ZGetDetallesCursoResponse = z.object({
  content: ZCurso.extend({
    total_temas: z.number().int(),
    total_subtemas: z.number().int(),
    /** Active enrolments. */
    total_alumnos: z.number().int(),
  }),
});
export type TGetDetallesCursoRequest = z.input<typeof ZGetDetallesCursoRequest>;

export const getDetallesCurso = defineCall({
  name: 'getDetallesCurso',
  access: ['admin'],
  summary:
    'Un curso con sus totales: temas, subtemas y alumnos con inscripción activa (404 si no existe).',
  request: ZGetDetallesCursoRequest,
  response: ZGetDetallesCursoResponse,
});
