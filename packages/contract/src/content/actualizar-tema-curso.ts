import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTema, zNombreTema } from './shapes';

/** `id` is the topic, `tema` its new name (the spec's fields). */
export const ZActualizarTemaCursoRequest = z.object({ id: zId, tema: zNombreTema });
export const ZActualizarTemaCursoResponse = z.object({ content: ZTema });
export type TActualizarTemaCursoRequest = z.input<typeof ZActualizarTemaCursoRequest>;

export const actualizarTemaCurso = defineCall({
  name: 'actualizarTemaCurso',
  access: ['admin'],
  summary: 'Cambia el nombre de un tema; 404 si no existe.',
  request: ZActualizarTemaCursoRequest,
  response: ZActualizarTemaCursoResponse,
});
