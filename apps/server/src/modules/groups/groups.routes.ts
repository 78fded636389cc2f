import { actualizarGrupoCurso } from '@academia/contract/groups/actualizar-grupo-curso';
import { agregarAlumnoCursoGrupo } from '@academia/contract/groups/agregar-alumno-curso-grupo';
import { agregarAlumnoExistenteCursoGrupo } from '@academia/contract/groups/agregar-alumno-existente-curso-grupo';
import { agregarGrupoCurso } from '@academia/contract/groups/agregar-grupo-curso';
import { buscarAlumnoExistente } from '@academia/contract/groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import { getGrupoCurso } from '@academia/contract/groups/get-grupo-curso';
import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { importarAlumnosGrupo } from '@academia/contract/groups/importar-alumnos-grupo';
import {
  activarGrupoCurso,
  desactivarGrupoCurso,
} from '@academia/contract/groups/set-grupo-curso-activo';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import * as service from './groups.service';
import { importStudents } from './import-students.service';
import { IMPORT_MISSING_FILE } from './messages';

export function registerGroupsRoutes(app: FastifyInstance): void {
  registerCall(app, getGruposCurso, ({ app: ctx, input }) => service.listGroups(ctx, input));
  registerCall(app, agregarGrupoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.addGroup(ctx, user, input.curso, input),
  }));
  registerCall(app, getGrupoCurso, async ({ app: ctx, input }) => ({
    content: await service.getGroup(ctx, input.grupo),
  }));
  registerCall(app, actualizarGrupoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.updateGroup(ctx, user, input.grupo, input),
  }));
  registerCall(app, desactivarGrupoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.setGroupActive(ctx, user, input.grupo, 0),
  }));
  registerCall(app, activarGrupoCurso, async ({ app: ctx, input, user }) => ({
    content: await service.setGroupActive(ctx, user, input.grupo, 1),
  }));
  registerCall(app, getAlumnosGrupoCurso, ({ app: ctx, input }) => service.listMembers(ctx, input));
  registerCall(app, agregarAlumnoCursoGrupo, async ({ app: ctx, input, user }) => ({
    content: await service.addNewStudent(ctx, user, input),
  }));
  registerCall(app, agregarAlumnoExistenteCursoGrupo, async ({ app: ctx, input, user }) => ({
    content: await service.addExistingStudent(ctx, user, input),
  }));
  registerCall(app, buscarAlumnoExistente, async ({ app: ctx, input }) => ({
    results: await service.suggest(ctx, input.search),
  }));
  registerCall(app, getDatosAlumnoCursoGrupo, async ({ app: ctx, input }) => ({
    content: await service.memberData(ctx, input.alumno, input.grupo),
  }));
  registerCall(app, importarAlumnosGrupo, async ({ app: ctx, input, user, files }) => {
    const [file] = files.archivo ?? [];
    if (!file) throw badRequest(IMPORT_MISSING_FILE);
    return {
      content: await importStudents(
        ctx,
        user,
        { grupo: input.grupo, confirmar: input.confirmar === '1' },
        file,
      ),
    };
  });
}
