import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPosicionVideo } from './get-posicion-video';

export const ZGuardarPosicionVideoRequest = z.object({
  subtema: zId,
  segundos: z.coerce.number().min(0).max(86_400).transform(Math.floor),
  duracion: z.coerce.number().min(0).max(86_400).transform(Math.floor).optional(),
});
export const ZGuardarPosicionVideoResponse = z.object({ content: ZPosicionVideo });
export type TGuardarPosicionVideoRequest = z.input<typeof ZGuardarPosicionVideoRequest>;

export const guardarPosicionVideo = defineCall({
  name: 'guardarPosicionVideo',
  access: ['student'],
  summary:
    'Guarda dónde va el alumno en el video de una lección (el reproductor lo envía cada pocos ' +
    'segundos y al pausar).',
  request: ZGuardarPosicionVideoRequest,
  response: ZGuardarPosicionVideoResponse,
});
