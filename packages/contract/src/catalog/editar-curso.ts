import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCompetenciaBreve } from '../skills/shapes';
import { ZCurso } from './shapes';

export const ZEditarCursoRequest = z.object({ curso: zId });
/** The spec reads `content[0]`: a list of one. */
export const ZEditarCursoResponse = z.object({
  content: z
    .array(
      ZCurso.extend({
        /** The skills it teaches (issue 26), by name. */
        competencias: z.array(ZCompetenciaBreve),
      }),
    )
    .length(1),
});
export type TEditarCursoRequest = z.input<typeof ZEditarCursoRequest>;

export const editarCurso = defineCall({
  name: 'editarCurso',
  access: ['admin'],
  summary:
    'Los datos de un curso para el formulario de edición, con las competencias que enseña, en ' +
    'una lista de uno (404 si no existe).',
  request: ZEditarCursoRequest,
  response: ZEditarCursoResponse,
});
