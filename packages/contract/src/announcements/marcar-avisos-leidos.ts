import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZMarcarAvisosLeidosRequest = z.object({ alumno_curso: zId });
export const ZMarcarAvisosLeidosResponse = z.object({ no_leidos: z.literal(0) });
export type TMarcarAvisosLeidosRequest = z.input<typeof ZMarcarAvisosLeidosRequest>;

export const marcarAvisosLeidos = defineCall({
  name: 'marcarAvisosLeidos',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Marca como vistos los avisos del curso de una inscripción del alumno publicados hasta ahora.',
  request: ZMarcarAvisosLeidosRequest,
  response: ZMarcarAvisosLeidosResponse,
});
