import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZSubtemaResumen, zNombreSubtema } from './shapes';

export const ZAgregarSubtemaTemaRequest = z.object({ tema: zId, nombre: zNombreSubtema });
export const ZAgregarSubtemaTemaResponse = z.object({ content: ZSubtemaResumen });
export type TAgregarSubtemaTemaRequest = z.input<typeof ZAgregarSubtemaTemaRequest>;

export const agregarSubtemaTema = defineCall({
  name: 'agregarSubtemaTema',
  access: ['admin'],
  summary: 'Agrega un subtema al final de un tema (404 si el tema no existe).',
  request: ZAgregarSubtemaTemaRequest,
  response: ZAgregarSubtemaTemaResponse,
});
