import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCurso } from './shapes';

export const ZPublicarCursoRequest = z.object({ curso: zId });
export const ZPublicarCursoResponse = z.object({ content: ZCurso });
export type TPublicarCursoRequest = z.input<typeof ZPublicarCursoRequest>;

export const publicarCurso = defineCall({
  name: 'publicarCurso',
  access: ['admin'],
  summary:
    'Publica un borrador: el curso entra en el catálogo y admite inscripciones. 409 si no ' +
    'es un borrador (un curso archivado vuelve con restaurarCurso).',
  request: ZPublicarCursoRequest,
  response: ZPublicarCursoResponse,
});
