import type { TEvaluacionColumna } from '@academia/contract/gradebook/get-calificaciones-curso';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  cursos,
  evaluaciones,
  foro_respuestas,
  foro_respuestas_respuestas,
  grupo_alumnos,
  grupos,
  subtema_completado,
  subtemas,
  temas,
  users,
} from '../../db/schema/index';
import { avanceSql, completionSql } from '../certificates/index';
import { accesoHastaSql, ultimaActividadSql } from '../learning/index';
import { matchesSearch } from '../people/index';

/**
 * The outer query's enrolment row by table and column: inside the correlated subqueries below a
 * bare `id` or `curso` would bind to an inner table.
 */
const enrolmentId = sql`${alumno_curso}.${sql.identifier('id')}`;
const enrolmentCourse = sql`${alumno_curso}.${sql.identifier('curso')}`;
const enrolmentStudent = sql`${alumno_curso}.${sql.identifier('alumno')}`;
const courseId = sql`${cursos}.${sql.identifier('id')}`;

/** Lessons of the course the enrolment finished (rows of deleted lessons are gone with them). */
const finishedSql = sql<number>`(select count(*)::int from ${subtema_completado} sc
  join ${subtemas} s on s.id = sc.subtema join ${temas} t on t.id = s.tema
  where sc.alumno_curso = ${enrolmentId} and t.curso = ${enrolmentCourse})`.mapWith(Number);

/** Answers and replies the enrolment wrote in the course's forum. */
const forumSql =
  sql<number>`((select count(*)::int from ${foro_respuestas} fr where fr.alumno_curso = ${enrolmentId})
  + (select count(*)::int from ${foro_respuestas_respuestas} rr where rr.alumno_curso = ${enrolmentId}))`.mapWith(
    Number,
  );

/** The best grade of the enrolment's submitted attempts at one evaluation (null: none). */
const bestGradeSql = (evaluacion: number) =>
  sql`(select max(a.calificacion) from ${alumno_evaluacion_curso} a
    where a.alumno_curso = ${enrolmentId} and a.evaluacion = ${evaluacion} and a.fecha is not null)`;

/**
 * Per evaluation of the course that is not archived (by id, the columns' order): the best grade
 * of the submitted attempts, whether one passed and how many were submitted. An archived
 * evaluation's attempts stay in the database but leave the gradebook with its column.
 */
const resultsSql = sql<
  { evaluacion: number; calificacion: string | null; aprobada: boolean; intentos: number }[]
>`(select coalesce(json_agg(json_build_object('evaluacion', e.id, 'calificacion', r.mejor::text,
    'aprobada', coalesce(r.aprobada, false), 'intentos', r.intentos) order by e.id), '[]'::json)
  from ${evaluaciones} e
  cross join lateral (select max(a.calificacion) as mejor, bool_or(a.resultado = 1) as aprobada,
      count(*)::int as intentos
    from ${alumno_evaluacion_curso} a
    where a.alumno_curso = ${enrolmentId} and a.evaluacion = e.id and a.fecha is not null) r
  where e.curso = ${enrolmentCourse} and e.archivada_en is null)`;

const nameKey = sql`f_unaccent(lower(${users.last_name} || ' ' || ${users.apellido_materno} || ' ' || ${users.first_name}))`;

/** What a sort key of the contract (`orden` without its '-') orders by. */
function sortKey(column: string): SQL {
  const evaluation = /^evaluacion_(\d+)$/.exec(column);
  if (evaluation) return bestGradeSql(Number(evaluation[1]));
  switch (column) {
    case 'email':
      return sql`${users.email}`;
    case 'avance':
      return avanceSql;
    case 'subtemas_terminados':
      return finishedSql;
    case 'respuestas_foro':
      return forumSql;
    case 'ultima_actividad':
      return ultimaActividadSql;
    case 'acceso_hasta':
      return accesoHastaSql;
    default:
      return nameKey;
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

function scopeWhere(scope: GradebookScope): SQL | undefined {
  return and(
    eq(alumno_curso.curso, scope.curso),
    // Enrolled means confirmed: pending and rejected registrations have no grades to show.
    eq(alumno_curso.estado, 'confirmada'),
    scope.grupo === undefined
      ? undefined
      : sql`exists(select 1 from ${grupo_alumnos} ga where ga.grupo = ${scope.grupo} and ga.alumno = ${enrolmentStudent})`,
    scope.profesor === undefined
      ? undefined
      : sql`exists(select 1 from ${grupo_alumnos} ga join ${grupos} g on g.id = ga.grupo
          where ga.alumno = ${enrolmentStudent} and g.curso = ${enrolmentCourse} and g.profesor = ${scope.profesor})`,
    scope.search ? matchesSearch(scope.search) : undefined,
  );
}

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
 * How many rows are in scope. `users` is joined only for a search: without one it would be
 * 5 000 primary-key probes for nothing on a course that size (bench/TUNING-LOG.md).
 */
function total(scope: GradebookScope): SQL {
  const people = scope.search ? sql`join ${users} on ${users.id} = ${alumno_curso.alumno}` : sql``;
  return sql`(select count(*)::int from ${alumno_curso} ${people} where ${scopeWhere(scope)})`;
}

/**
 * One page of the gradebook (or every row: `limit` null) with the total of rows in scope, in
 * one statement. Sorted by one column, a missing value (no grade, no activity) last in either
 * direction, then by name and enrolment so pages never overlap. The sort key is computed for
 * every row in scope; the other columns only for the page's rows, which PostgreSQL computes
 * after the sort and the limit.
 */
export async function listGradebook(
  db: Db,
  scope: GradebookScope,
  order: { column: string; descending: boolean },
  page: { limit: number | null; offset: number },
) {
  const key = sortKey(order.column);
  const direction = order.descending ? sql`desc` : sql`asc`;
  const ordering = sql`${key} ${direction} nulls last, ${nameKey} asc, ${alumno_curso.id} asc`;
  // The rows in scope, as a subquery: inside it the table names are its own.
  const inScope = (what: SQL, tail: SQL) =>
    sql`(select ${what} from ${alumno_curso} join ${users} on ${users.id} = ${alumno_curso.alumno}
      join ${cursos} on ${cursos.id} = ${alumno_curso.curso} where ${scopeWhere(scope)} ${tail})`;
  // The page's ids are chosen by the sort key alone; the expensive columns are then computed for
  // those rows only.
  const pageIds = inScope(
    sql`${alumno_curso.id}`,
    sql`order by ${ordering} limit ${page.limit ?? Number.MAX_SAFE_INTEGER} offset ${page.offset}`,
  );
  return db
    .select({
      alumno_curso: alumno_curso.id,
      alumno: users.id,
      nombre: users.first_name,
      apellido_paterno: users.last_name,
      apellido_materno: users.apellido_materno,
      email: users.email,
      activo: alumno_curso.activo,
      avance: completionSql,
      evaluaciones: resultsSql,
      respuestas_foro: forumSql,
      ultima_actividad: ultimaActividadSql,
      acceso_hasta: accesoHastaSql,
      total: sql<number>`${total(scope)}`.mapWith(Number),
    })
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(sql`${alumno_curso.id} = any(array${pageIds})`)
    .orderBy(ordering);
}
