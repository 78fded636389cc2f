import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';

export const ZGetOpcionesInscripcionRequest = z.object({ curso: zId });
export const ZGetOpcionesInscripcionResponse = z.object({
  content: z.object({
    curso: z.object({ id: z.number().int(), nombre: z.string(), precio: zMoney }),
    /** The course's active groups, by start date: one is required when there are any. */
    grupos: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  }),
});
export type TGetOpcionesInscripcionRequest = z.input<typeof ZGetOpcionesInscripcionRequest>;
export type TGetOpcionesInscripcionResponse = z.infer<typeof ZGetOpcionesInscripcionResponse>;

export const getOpcionesInscripcion = defineCall({
  name: 'getOpcionesInscripcion',
  access: ['admin'],
  summary:
    'Lo que el formulario de inscripción necesita de un curso: su precio (el precio de venta ' +
    'propuesto) y sus grupos activos.',
  request: ZGetOpcionesInscripcionRequest,
  response: ZGetOpcionesInscripcionResponse,
});
