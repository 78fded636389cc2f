import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZSubtemaResumen } from './shapes';

export const ZGetSubtemasTemaRequest = z.object({ tema: zId });
export const ZGetSubtemasTemaResponse = z.object({ content: z.array(ZSubtemaResumen) });
export type TGetSubtemasTemaRequest = z.input<typeof ZGetSubtemasTemaRequest>;

export const getSubtemasTema = defineCall({
  name: 'getSubtemasTema',
  access: ['admin'],
  summary: 'Los subtemas de un tema en orden (el selector de subtema del editor); 404 sin tema.',
  request: ZGetSubtemasTemaRequest,
  response: ZGetSubtemasTemaResponse,
});
