import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZAlumnoGrupo, ZNuevoAlumno } from './group-schemas';

export const ZAgregarAlumnoCursoGrupoRequest = ZNuevoAlumno.extend({
  curso: zId,
  grupo: zId,
}).refine((v) => v.username === undefined || v.username === '' || v.username === v.email, {
  error: 'El usuario debe ser igual al correo electrónico.',
  path: ['username'],
});
export const ZAgregarAlumnoCursoGrupoResponse = z.object({ content: ZAlumnoGrupo });
export type TAgregarAlumnoCursoGrupoRequest = z.input<typeof ZAgregarAlumnoCursoGrupoRequest>;
export type TAgregarAlumnoCursoGrupoResponse = z.infer<typeof ZAgregarAlumnoCursoGrupoResponse>;

export const agregarAlumnoCursoGrupo = defineCall({
  name: 'agregarAlumnoCursoGrupo',
  access: ['admin'],
  summary:
    'Da de alta a un alumno nuevo, lo inscribe en el curso y lo agrega al grupo, todo junto; ' +
    'le envía por correo un enlace para elegir su contraseña. Un correo ya registrado: 409 ' +
    '(usa agregarAlumnoExistenteCursoGrupo).',
  request: ZAgregarAlumnoCursoGrupoRequest,
  response: ZAgregarAlumnoCursoGrupoResponse,
});
