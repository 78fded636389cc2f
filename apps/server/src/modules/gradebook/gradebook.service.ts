import {
  celdasCalificaciones,
  encabezadosCalificaciones,
} from '@academia/contract/gradebook/cells';
import type { TCalificacionesFila } from '@academia/contract/gradebook/get-calificaciones-curso';
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

type Row = Awaited<ReturnType<typeof repo.listGradebook>>[number];

function toFila(r: Row): TCalificacionesFila {
  return {
    alumno_curso: r.alumno_curso,
    alumno: r.alumno,
    nombre: r.nombre,
    apellidos: `${r.apellido_paterno} ${r.apellido_materno}`.trim(),
    email: r.email,
    activo: r.activo,
    avance: r.avance,
    subtemas_terminados: r.subtemas_terminados,
    subtemas_total: r.subtemas_total,
    evaluaciones: r.evaluaciones.map((e) => ({
      evaluacion: e.evaluacion,
      // Through JSON the grade's numeric keeps its two decimals as text.
      calificacion: e.calificacion,
      aprobada: e.aprobada,
      intentos: e.intentos,
    })),
    respuestas_foro: r.respuestas_foro,
    ultima_actividad: r.ultima_actividad ? new Date(r.ultima_actividad).toISOString() : null,
    acceso_hasta: r.acceso_hasta.toISOString(),
  };
}

/** The course and its columns, refusing an unknown course or a group that is not in scope. */
async function header(ctx: AppContext, scope: repo.GradebookScope) {
  const found = await repo.findGradebookHeader(ctx.db, scope);
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

/**
 * One page of a course's gradebook: two statements whatever the number of students (the
 * header and the page with its total), run at once.
 */
export async function gradebookFor(ctx: AppContext, request: GradebookRequest) {
  const scope = scopeOf(request);
  const orden = request.orden ?? 'alumno';
  const column = orden.replace(/^-/, '');
  const page = request.page ?? 1;
  const [course, rows] = await Promise.all([
    header(ctx, scope),
    repo.listGradebook(
      ctx.db,
      scope,
      { column, descending: orden.startsWith('-') },
      { limit: CALIFICACIONES_PAGE_SIZE, offset: (page - 1) * CALIFICACIONES_PAGE_SIZE },
    ),
  ]);
  const evaluation = /^evaluacion_(\d+)$/.exec(column);
  if (evaluation && !course.evaluaciones.some((e) => e.id === Number(evaluation[1]))) {
    throw badRequest(EVALUACION_NO_ES_COLUMNA, [
      { path: 'orden', message: EVALUACION_NO_ES_COLUMNA },
    ]);
  }
  return {
    curso: { id: course.id, nombre: course.nombre, slug: course.slug },
    evaluaciones: course.evaluaciones,
    grupos: course.grupos,
    results: rows.map(toFila),
    count: rows[0]?.total ?? 0,
  };
}

/** Every row of the gradebook in scope as CSV, the screen's columns and texts, by name. */
export async function gradebookCsvFor(ctx: AppContext, request: repo.GradebookScope) {
  const scope = scopeOf({ curso: request.curso, grupo: request.grupo, profesor: request.profesor });
  const [course, rows] = await Promise.all([
    header(ctx, scope),
    repo.listGradebook(
      ctx.db,
      scope,
      { column: 'alumno', descending: false },
      { limit: null, offset: 0 },
    ),
  ]);
  const csv = toCsv(
    encabezadosCalificaciones(course.evaluaciones),
    rows.map((r) => celdasCalificaciones(toFila(r))),
  );
  const grupo = request.grupo === undefined ? '' : `-grupo-${request.grupo}`;
  return { nombre: `calificaciones-${course.slug}${grupo}.csv`, csv };
}
