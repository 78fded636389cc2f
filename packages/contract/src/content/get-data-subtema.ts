import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZMaterial, ZSubtemaDatos } from './shapes';

export const ZGetDataSubtemaRequest = z.object({ subtema: zId });
export const ZGetDataSubtemaResponse = z.object({
  content: ZSubtemaDatos,
  materiales: z.array(ZMaterial),
});
export type TGetDataSubtemaRequest = z.input<typeof ZGetDataSubtemaRequest>;
export type TGetDataSubtemaResponse = z.infer<typeof ZGetDataSubtemaResponse>;

export const getDataSubtema = defineCall({
  name: 'getDataSubtema',
  access: ['admin'],
  summary: 'Un subtema con su contenido y sus materiales, para el editor de lecciones; 404 sin él.',
  request: ZGetDataSubtemaRequest,
  response: ZGetDataSubtemaResponse,
});
