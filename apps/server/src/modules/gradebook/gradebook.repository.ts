import type { TEvaluacionColumna } from '@academia/contract/gradebook/get-calificaciones-curso';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  calificaciones_cifras,
  calificaciones_evaluaciones,
  cursos,
  evaluaciones,
  grupo_alumnos,
  grupos,
  subtemas,
  temas,
  users,
} from '../../db/schema/index';
import { percentSql } from '../certificates/index';
import { accesoHastaSql } from '../learning/index';
import { matchesSearch } from '../people/index';

/**
 * The outer query's enrolment row by table and column: inside the subqueries below a bare `id`
 * or `curso` would bind to an inner table.
 */
const enrolmentId = sql`${alumno_curso}.${sql.identifier('id')}`;
const courseId = sql`${cursos}.${sql.identifier('id')}`;

/**
 * Per evaluation of the course that is not archived (by id, the columns' order): the stored best
 * grade of the submitted attempts, whether one passed and how many were submitted. The triggers
 * keep a row for each such evaluation only, so an archived one leaves with its column.
 */
const resultsSql = sql<
  { evaluacion: number; calificacion: string | null; aprobada: boolean; intentos: number }[]
>`(select coalesce(json_agg(json_build_object('evaluacion', r.evaluacion, 'calificacion', r.mejor::text,
    'aprobada', r.aprobada, 'intentos', r.intentos) order by r.evaluacion), '[]'::json)
  from ${calificaciones_evaluaciones} r where r.alumno_curso = ${enrolmentId})`;

/**
 * How a page is ordered: the figure a sort reads and the table holding it. Every stored figure
 * has an index `(course or evaluation, confirmada, figure, nombre_orden, alumno_curso)` per
 * direction, so a page is a range of it; e-mail and access end are computed per row, as before.
 */
type SortSource = {
  /** The page's rows in scope are read from this table (`f`). */
  from: 'cifras' | 'evaluacion';
  key: SQL;
  evaluacion?: number;
};

const figures = sql.identifier('f');
const figure = (column: string) => sql`${figures}.${sql.identifier(column)}`;

function sortSource(column: string): SortSource {
  const evaluation = /^evaluacion_(\d+)$/.exec(column);
  if (evaluation) {
    return { from: 'evaluacion', key: figure('mejor'), evaluacion: Number(evaluation[1]) };
  }
  switch (column) {
    case 'email':
      return { from: 'cifras', key: sql`${users.email}` };
    // Progress is the completion rule's `hechos` over the course's lesson count, the same for
    // every row of the course: its order is the count's.
    case 'avance':
    case 'subtemas_terminados':
      return { from: 'cifras', key: figure('subtemas_terminados') };
    case 'respuestas_foro':
      return { from: 'cifras', key: figure('respuestas_foro') };
    case 'ultima_actividad':
      return { from: 'cifras', key: figure('ultima_actividad') };
    case 'acceso_hasta':
      return { from: 'cifras', key: accesoHastaSql };
    default:
      return { from: 'cifras', key: figure('nombre_orden') };
  }
}

/** Which enrolments a gradebook lists. */
export type GradebookScope = {
  curso: number;
  grupo?: number | undefined;
  search?: string | undefined;
  /** Only the students of this teacher's groups of the course. */
  profesor?: number | undefined;
};

/** The columns the scope's conditions read: a figures row's copies of its enrolment's. */
type ScopeRow = { student: SQL; confirmed: SQL; busqueda: SQL };

/**
 * The scope's conditions on a figures row but its course, which the index range fixes (an
 * evaluation's rows are its course's): said twice through a join, the planner multiplied the
 * two selectivities, expected a few dozen rows where there are 5 000, and sorted them all
 * instead of walking the index.
 */
function scopeWhere(scope: GradebookScope, row: ScopeRow): SQL | undefined {
  return and(
    // Enrolled means confirmed: pending and rejected registrations have no grades to show.
    row.confirmed,
    scope.grupo === undefined
      ? undefined
      : sql`exists(select 1 from ${grupo_alumnos} ga where ga.grupo = ${scope.grupo} and ga.alumno = ${row.student})`,
    scope.profesor === undefined
      ? undefined
      : sql`exists(select 1 from ${grupo_alumnos} ga join ${grupos} g on g.id = ga.grupo
          where ga.alumno = ${row.student} and g.curso = ${scope.curso} and g.profesor = ${scope.profesor})`,
    scope.search ? matchesSearch(scope.search, row.busqueda) : undefined,
  );
}

/**
 * A figures row's scope columns. Per enrolment the search reads its copy of `users.busqueda`, so
 * a search scans the course's rows instead of every matching user of the academy; the rows per
 * evaluation keep no copy and join `users`.
 */
const figuresRow: ScopeRow = {
  student: figure('alumno'),
  confirmed: figure('confirmada'),
  busqueda: figure('busqueda'),
};
const evaluationRow: ScopeRow = { ...figuresRow, busqueda: sql`${users.busqueda}` };

/**
 * The course, its evaluations that are not archived (the gradebook's columns, by id), its
 * groups (a teacher's own only), and
 * whether the group asked for is one of the course's (and the teacher's, for a teacher): one
 * statement. Undefined when the course does not exist.
 */
export async function findGradebookHeader(db: Db, scope: GradebookScope) {
  const [row] = await db
    .select({
      id: cursos.id,
      nombre: cursos.nombre,
      slug: cursos.slug,
      evaluaciones: sql<
        TEvaluacionColumna[]
      >`(select coalesce(json_agg(json_build_object('id', e.id,
          'nombre', e.nombre, 'calificacion_aprobatoria', e.calificacion_aprobatoria::text) order by e.id), '[]'::json)
        from ${evaluaciones} e where e.curso = ${courseId} and e.archivada_en is null)`,
      grupos: sql<
        { id: number; nombre: string }[]
      >`(select coalesce(json_agg(json_build_object('id', g.id,
          'nombre', g.nombre) order by g.activo desc, g.nombre, g.id), '[]'::json)
        from ${grupos} g where g.curso = ${courseId}${
          scope.profesor === undefined ? sql`` : sql` and g.profesor = ${scope.profesor}`
        })`,
      grupo_valido:
        scope.grupo === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${grupos} g where g.id = ${scope.grupo} and g.curso = ${courseId}${
              scope.profesor === undefined ? sql`` : sql` and g.profesor = ${scope.profesor}`
            })`,
    })
    .from(cursos)
    .where(eq(cursos.id, scope.curso))
    .limit(1);
  return row;
}

/**
 * How many rows are in scope, counted on the figures' name index (the course and `confirmada`
 * lead it, so without a filter it is an index-only count; a search reads the rows' own copy).
 */
function total(scope: GradebookScope): SQL {
  return sql`(select count(*)::int from ${calificaciones_cifras} ${figures}
    where ${figure('curso')} = ${scope.curso} and ${scopeWhere(scope, figuresRow)})`;
}

/**
 * One page of the gradebook (or every row: `limit` null) with the total of rows in scope, in
 * one statement. Sorted by one column, a missing value (no grade, no activity) last in either
 * direction, then by name and enrolment so pages never overlap. The page's ids are a range of
 * the sort's index over the stored figures (decision 026), `offset + limit` entries, each
 * checked against the scope (confirmed, the group, the search); the columns are then read for
 * those rows only.
 */
export async function listGradebook(
  db: Db,
  scope: GradebookScope,
  order: { column: string; descending: boolean },
  page: { limit: number | null; offset: number },
) {
  const source = sortSource(order.column);
  const direction = order.descending ? sql`desc` : sql`asc`;
  const byName = order.column === 'alumno';
  // The name sort's tie-breaker goes the name's way, so one index serves both directions.
  const ordering = byName
    ? sql`${figure('nombre_orden')} ${direction}, ${figure('alumno_curso')} ${direction}`
    : sql`${source.key} ${direction} nulls last, ${figure('nombre_orden')} asc, ${figure('alumno_curso')} asc`;
  const byEvaluation = source.from === 'evaluacion';
  const table = byEvaluation ? calificaciones_evaluaciones : calificaciones_cifras;
  const figuresOfScope = byEvaluation
    ? sql`${figure('evaluacion')} = ${source.evaluacion}`
    : sql`${figure('curso')} = ${scope.curso}`;
  // The enrolment, its student and its course are joined only when the sort or the search
  // reads them; inside this subquery the table names are its own.
  const needsUsers = (byEvaluation && scope.search !== undefined) || order.column === 'email';
  const needsEnrolment = order.column === 'acceso_hasta';
  const pageIds = sql`(select ${figure('alumno_curso')} from ${table} ${figures}
    ${needsUsers ? sql`join ${users} on ${users.id} = ${figure('alumno')}` : sql``}
    ${
      needsEnrolment
        ? sql`join ${alumno_curso} on ${alumno_curso.id} = ${figure('alumno_curso')}
          join ${cursos} on ${cursos.id} = ${alumno_curso.curso}`
        : sql``
    }
    where ${figuresOfScope} and ${scopeWhere(scope, byEvaluation ? evaluationRow : figuresRow)}
    order by ${ordering} limit ${page.limit ?? Number.MAX_SAFE_INTEGER} offset ${page.offset})`;
  // The course's current lessons, counted once for the statement (the completion rule's total).
  const lessons = sql<number>`(select count(*)::int from ${subtemas} s
    join ${temas} t on t.id = s.tema where t.curso = ${scope.curso})`;
  return (
    db
      .select({
        alumno_curso: alumno_curso.id,
        alumno: users.id,
        nombre: users.first_name,
        apellido_paterno: users.last_name,
        apellido_materno: users.apellido_materno,
        email: users.email,
        activo: alumno_curso.activo,
        subtemas_terminados: calificaciones_cifras.subtemas_terminados,
        subtemas_total: sql<number>`${lessons}`.mapWith(Number),
        avance: percentSql(sql`${calificaciones_cifras.subtemas_terminados}`, lessons),
        evaluaciones: resultsSql,
        respuestas_foro: calificaciones_cifras.respuestas_foro,
        ultima_actividad: calificaciones_cifras.ultima_actividad,
        acceso_hasta: accesoHastaSql,
        total: sql<number>`${total(scope)}`.mapWith(Number),
      })
      .from(alumno_curso)
      .innerJoin(users, eq(users.id, alumno_curso.alumno))
      .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
      .innerJoin(calificaciones_cifras, eq(calificaciones_cifras.alumno_curso, alumno_curso.id))
      // The sort's table again under the subquery's name, so the page is ordered by the same text.
      .innerJoin(
        sql`${table} ${figures}`,
        sql`${figure('alumno_curso')} = ${alumno_curso.id} and ${figuresOfScope}`,
      )
      // The course checked here, on the page's rows: an evaluation of another course is refused
      // by the service, and its rows never leave this statement.
      .where(
        sql`${alumno_curso.id} = any(array${pageIds}) and ${alumno_curso.curso} = ${scope.curso}`,
      )
      .orderBy(ordering)
  );
}
