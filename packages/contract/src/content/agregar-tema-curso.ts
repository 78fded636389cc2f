import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZTema, zNombreTema } from './shapes';

/** `tema` is the new topic's name (the spec's field). It goes last in the course. */
export const ZAgregarTemaCursoRequest = z.object({ tema: zNombreTema, curso: zId });
export const ZAgregarTemaCursoResponse = z.object({ content: ZTema });
export type TAgregarTemaCursoRequest = z.input<typeof ZAgregarTemaCursoRequest>;

export const agregarTemaCurso = defineCall({
  name: 'agregarTemaCurso',
  access: ['admin'],
  summary: 'Agrega un tema al final de un curso (404 si el curso no existe).',
  request: ZAgregarTemaCursoRequest,
  response: ZAgregarTemaCursoResponse,
});
