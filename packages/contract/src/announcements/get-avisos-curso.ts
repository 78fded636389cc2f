import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import { ZAviso } from './aviso';

export const ZGetAvisosCursoRequest = z.object({ alumno_curso: zId, page: zPage });
export const ZAvisoAlumno = ZAviso.extend({
  /** Posted before the student last opened the announcements. */
  leido: z.boolean(),
});
export type TAvisoAlumno = z.infer<typeof ZAvisoAlumno>;
export const ZGetAvisosCursoResponse = zPaged(ZAvisoAlumno).extend({
  /** Announcements of the course the student has not seen yet, in all pages. */
  no_leidos: z.number().int().min(0),
});
export type TGetAvisosCursoRequest = z.input<typeof ZGetAvisosCursoRequest>;
export type TGetAvisosCursoResponse = z.infer<typeof ZGetAvisosCursoResponse>;

export const getAvisosCurso = defineCall({
  name: 'getAvisosCurso',
  method: 'GET',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Los avisos del curso de una inscripción del alumno (los del curso y los de sus grupos), ' +
    '10 por página, los más recientes primero, con cuáles no ha visto.',
  request: ZGetAvisosCursoRequest,
  response: ZGetAvisosCursoResponse,
});
