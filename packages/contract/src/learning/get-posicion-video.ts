import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZGetPosicionVideoRequest = z.object({ subtema: zId });
export const ZPosicionVideo = z.object({
  /** Where the student stopped, in whole seconds (0 when never played). */
  segundos: z.number().int().min(0),
  duracion: z.number().int().min(0).nullable(),
});
export const ZGetPosicionVideoResponse = z.object({ content: ZPosicionVideo });
export type TGetPosicionVideoResponse = z.infer<typeof ZGetPosicionVideoResponse>;

export const getPosicionVideo = defineCall({
  name: 'getPosicionVideo',
  method: 'GET',
  access: ['student'],
  summary:
    'Dónde se quedó el alumno en el video de una lección de un curso en el que está inscrito, ' +
    'para reanudarlo en cualquier dispositivo.',
  request: ZGetPosicionVideoRequest,
  response: ZGetPosicionVideoResponse,
});
