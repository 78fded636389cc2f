import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/**
 * The spec names the field `subtopic`; `subtema`, the name every other call uses, is
 * accepted too.
 */
export const ZEliminarSubtemaRequest = z
  .object({ subtopic: zId.optional(), subtema: zId.optional() })
  .refine((v) => v.subtopic !== undefined || v.subtema !== undefined, {
    error: 'Indica el subtema que quieres eliminar.',
    path: ['subtopic'],
  })
  .transform((v) => ({ subtema: (v.subtopic ?? v.subtema) as number }));
export const ZEliminarSubtemaResponse = z.object({ content: z.object({ id: z.number().int() }) });
export type TEliminarSubtemaRequest = z.input<typeof ZEliminarSubtemaRequest>;

export const eliminarSubtema = defineCall({
  name: 'eliminarSubtema',
  access: ['admin'],
  summary:
    'Elimina un subtema con su contenido (materiales, quizzes). Los avances de los alumnos en ' +
    'ese subtema se borran con él, así que su porcentaje se calcula sobre los subtemas que ' +
    'quedan y nunca pasa de 100 %. Los subtemas restantes del tema se renumeran desde 1.',
  request: ZEliminarSubtemaRequest,
  response: ZEliminarSubtemaResponse,
});
