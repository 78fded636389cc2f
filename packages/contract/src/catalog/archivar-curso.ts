import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZArchivarCursoRequest = z.object({ curso: zId });
export const ZArchivarCursoResponse = z.object({ content: ZCurso });
export type TArchivarCursoRequest = z.input<typeof ZArchivarCursoRequest>;

export const archivarCurso = defineCall({
  name: 'archivarCurso',
  access: ['admin'],
  summary:
    'Archiva un curso publicado: sale del catálogo y no admite inscripciones nuevas; sus ' +
    'alumnos conservan su periodo de acceso. 409 si no está publicado.',
  request: ZArchivarCursoRequest,
  response: ZArchivarCursoResponse,
});
