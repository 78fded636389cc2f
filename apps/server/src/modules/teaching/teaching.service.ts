import { ALUMNOS_MI_GRUPO_POR_PAGINA } from '@academia/contract/teaching/get-alumnos-mi-grupo';
import { MIS_GRUPOS_POR_PAGINA } from '@academia/contract/teaching/get-mis-grupos';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/errors';
import { gradebookFor } from '../gradebook/index';
import * as repo from './teaching.repository';

export const GRUPO_NO_ENCONTRADO = 'El grupo no existe.';

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

export async function getMisGrupos(ctx: AppContext, teacher: AuthUser, page: number) {
  const { limit, offset } = pageOf(page, MIS_GRUPOS_POR_PAGINA);
  const { rows, count } = await repo.pageMyGroups(ctx.db, teacher.id, limit, offset);
  return {
    content: rows.map(({ curso_id, curso_nombre, curso_slug, ...g }) => ({
      ...g,
      curso: { id: curso_id, nombre: curso_nombre, slug: curso_slug },
    })),
    count,
  };
}

/**
 * The gradebook's own read (the gradebook module), scoped to one of the teacher's groups and to
 * their students: the group was checked to be theirs by the call's `teaches`.
 */
export async function getCalificacionesMiGrupo(
  ctx: AppContext,
  teacher: AuthUser,
  input: { grupo: number; search?: string | undefined; orden: string; page: number },
) {
  const group = await repo.findGroupWithCourse(ctx.db, input.grupo);
  if (!group) throw notFound(GRUPO_NO_ENCONTRADO);
  const book = await gradebookFor(ctx, {
    curso: group.curso_id,
    grupo: group.id,
    search: input.search,
    orden: input.orden,
    page: input.page,
    profesor: teacher.id,
  });
  return {
    curso: book.curso,
    evaluaciones: book.evaluaciones,
    results: book.results,
    count: book.count,
    grupo: { id: group.id, nombre: group.nombre },
  };
}

/** The group was checked to be the caller's by the call's `teaches` before this runs. */
export async function getAlumnosMiGrupo(ctx: AppContext, input: { grupo: number; page: number }) {
  const group = await repo.findGroupWithCourse(ctx.db, input.grupo);
  if (!group) throw notFound(GRUPO_NO_ENCONTRADO);
  const { limit, offset } = pageOf(input.page, ALUMNOS_MI_GRUPO_POR_PAGINA);
  const { rows, count } = await repo.pageGroupStudents(ctx.db, group, limit, offset);
  return {
    content: rows,
    count,
    grupo: { id: group.id, nombre: group.nombre },
    curso: { id: group.curso_id, nombre: group.curso_nombre, slug: group.curso_slug },
  };
}
