import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZAlumnoGrupo } from './group-schemas';

export const ZAgregarAlumnoExistenteCursoGrupoRequest = z.object({
  alumno: zId,
  grupo: zId,
  /** Must be the group's course. */
  curso: zId,
});
export const ZAgregarAlumnoExistenteCursoGrupoResponse = z.object({ content: ZAlumnoGrupo });
export type TAgregarAlumnoExistenteCursoGrupoRequest = z.input<
  typeof ZAgregarAlumnoExistenteCursoGrupoRequest
>;
export type TAgregarAlumnoExistenteCursoGrupoResponse = z.infer<
  typeof ZAgregarAlumnoExistenteCursoGrupoResponse
>;

export const agregarAlumnoExistenteCursoGrupo = defineCall({
  name: 'agregarAlumnoExistenteCursoGrupo',
  access: ['admin'],
  summary:
    'Agrega a un alumno existente al grupo y lo inscribe en el curso si aún no lo estaba. Ya ' +
    'miembro del grupo: 409.',
  request: ZAgregarAlumnoExistenteCursoGrupoRequest,
  response: ZAgregarAlumnoExistenteCursoGrupoResponse,
});
