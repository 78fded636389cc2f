import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaForo } from './pregunta-foro';

export const ZEditarPreguntaForoRequest = z.object({ pregunta: zId });
export const ZEditarPreguntaForoResponse = z.object({ content: ZPreguntaForo });
export type TEditarPreguntaForoRequest = z.input<typeof ZEditarPreguntaForoRequest>;
export type TEditarPreguntaForoResponse = z.infer<typeof ZEditarPreguntaForoResponse>;

export const editarPreguntaForo = defineCall({
  name: 'editarPreguntaForo',
  access: ['admin'],
  summary: 'Los datos de una pregunta del foro para editarla. 404 si no existe.',
  request: ZEditarPreguntaForoRequest,
  response: ZEditarPreguntaForoResponse,
});
