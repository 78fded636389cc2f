import {
  celdasCalificaciones,
  encabezadosCalificaciones,
} from '@academia/contract/gradebook/cells';
import { CALIFICACIONES_PAGE_SIZE } from '@academia/contract/gradebook/get-calificaciones-curso';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../platform/errors';
import { toCsv } from '../../platform/text/csv';
import * as repo from './gradebook.repository';
import { CURSO_NO_ENCONTRADO, EVALUACION_NO_ES_COLUMNA, GRUPO_NO_ENCONTRADO } from './messages';

/**
 * Whose gradebook: a course, optionally one of its groups and a search. `profesor` limits it
 * to the students of that teacher's groups of the course (the teacher area, issue 24), and a
 * group asked for must then be one of theirs; without it every enrolled student is listed
 * (administrators).
 */
export type GradebookRequest = repo.GradebookScope & {
  /** `alumno` (default), `-avance`, `evaluacion_12`... (the contract's `orden`). */
  orden?: string | undefined;
  page?: number | undefined;
};

/** The page with its header, refusing an unknown course or a group that is not in scope. */
async function read(
  ctx: AppContext,
  scope: repo.GradebookScope,
  order: { column: string; descending: boolean },
  page: { limit: number | null; offset: number },
) {
  const found = await repo.gradebookPage(ctx.db, scope, order, page);
  if (!found) throw notFound(CURSO_NO_ENCONTRADO);
  if (!found.grupo_valido) throw notFound(GRUPO_NO_ENCONTRADO);
  return found;
}

function scopeOf(request: GradebookRequest): repo.GradebookScope {
  return {
    curso: request.curso,
    grupo: request.grupo,
    search: request.search,
    profesor: request.profesor,
  };
}

/** An evaluation id no column can have: past PostgreSQL's `integer`. */
const MAX_ID = 2_147_483_647;

/**
 * One page of a course's gradebook: one statement whatever the number of students (the header,
 * the page and its total), two with the session.
 */
export async function gradebookFor(ctx: AppContext, request: GradebookRequest) {
  const scope = scopeOf(request);
  const orden = request.orden ?? 'alumno';
  const column = orden.replace(/^-/, '');
  const page = request.page ?? 1;
  const evaluation = /^evaluacion_(\d+)$/.exec(column);
  const notAColumn = () =>
    badRequest(EVALUACION_NO_ES_COLUMNA, [{ path: 'orden', message: EVALUACION_NO_ES_COLUMNA }]);
  if (evaluation && Number(evaluation[1]) > MAX_ID) throw notAColumn();
  const course = await read(
    ctx,
    scope,
    { column, descending: orden.startsWith('-') },
    { limit: CALIFICACIONES_PAGE_SIZE, offset: (page - 1) * CALIFICACIONES_PAGE_SIZE },
  );
  if (evaluation && !course.evaluaciones.some((e) => e.id === Number(evaluation[1]))) {
    throw notAColumn();
  }
  return {
    curso: { id: course.id, nombre: course.nombre, slug: course.slug },
    evaluaciones: course.evaluaciones,
    grupos: course.grupos,
    results: course.results,
    count: course.total,
  };
}

/** Every row of the gradebook in scope as CSV, the screen's columns and texts, by name. */
export async function gradebookCsvFor(ctx: AppContext, request: repo.GradebookScope) {
  const scope = scopeOf({ curso: request.curso, grupo: request.grupo, profesor: request.profesor });
  const course = await read(
    ctx,
    scope,
    { column: 'alumno', descending: false },
    { limit: null, offset: 0 },
  );
  const csv = toCsv(
    encabezadosCalificaciones(course.evaluaciones),
    course.results.map(celdasCalificaciones),
  );
  const grupo = request.grupo === undefined ? '' : `-grupo-${request.grupo}`;
  return { nombre: `calificaciones-${course.slug}${grupo}.csv`, csv };
}
