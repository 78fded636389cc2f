import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { zAlumnoCurso } from './common';

export const ZMarcarComoCompletadoRequest = z.object({ subtema: zId, alumno_curso: zAlumnoCurso });
export const ZMarcarComoCompletadoResponse = z.object({
  content: z.object({
    terminado: z.literal(1),
    /** The course's progress after marking, 0 to 100. */
    avance: z.number().int().min(0).max(100),
  }),
});
export type TMarcarComoCompletadoRequest = z.input<typeof ZMarcarComoCompletadoRequest>;
export type TMarcarComoCompletadoResponse = z.infer<typeof ZMarcarComoCompletadoResponse>;

export const marcarComoCompletado = defineCall({
  name: 'marcarComoCompletado',
  access: ['student'],
  owns: ['alumno_curso'],
  summary: 'Marca una lección como terminada (repetirlo no cuenta dos veces) y devuelve el avance.',
  request: ZMarcarComoCompletadoRequest,
  response: ZMarcarComoCompletadoResponse,
});
