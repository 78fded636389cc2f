import type {
  TCalificacionesFila,
  TEvaluacionColumna,
} from '@academia/contract/gradebook/get-calificaciones-curso';
import { and, type SQL, sql } from 'drizzle-orm';
import { builtOnceSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  calificaciones_cifras,
  calificaciones_conteos,
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
import { matchesWords, searchWords } from '../people/index';

/** Which enrolments a gradebook lists. */
export type GradebookScope = {
  curso: number;
  grupo?: number | undefined;
  search?: string | undefined;
  /** Only the students of this teacher's groups of the course. */
  profesor?: number | undefined;
};

/**
 * Every value of the statement is a placeholder read through a scalar subquery,
 * `(select $n::int)`: the planner never sees it, so every plan of a shape costs the same and
 * PostgreSQL keeps the generic one instead of planning each request again (decision 026).
 */
const value = (name: string, type: 'int' | 'text' = 'int') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
const curso = value('curso');

/**
 * How a page is ordered: the figure a sort reads and the table holding it. Every stored figure
 * has an index `(course or evaluation, confirmada, figure, nombre_orden, alumno_curso)` per
 * direction, so a page is a range of it; e-mail and access end are computed per row, as before.
 */
type SortSource = {
  /** The page's rows in scope are read from this table (`f`). */
  from: 'cifras' | 'evaluacion';
  key: SQL;
};

const figures = sql.identifier('f');
const figure = (column: string) => sql`${figures}.${sql.identifier(column)}`;

function sortSource(column: string): SortSource {
  switch (column) {
    case 'evaluacion':
      return { from: 'evaluacion', key: figure('mejor') };
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

/** What a statement's text depends on; the values are its placeholders. */
type Shape = {
  /** The contract's column, `evaluacion` for any evaluation's (its id is a value). */
  column: string;
  descending: boolean;
  grupo: boolean;
  profesor: boolean;
  /** How many words the search has (0: no search). */
  words: number;
};

const wordNames = (words: number) => Array.from({ length: words }, (_, i) => `w${i}`);

/**
 * The scope's conditions on a figures row but its course, which the index range fixes (an
 * evaluation's rows are its course's): said twice through a join, the planner multiplied the
 * two selectivities, expected a few dozen rows where there are 5 000, and sorted them all
 * instead of walking the index. The search reads the figures' copy of `users.busqueda` (both
 * tables keep one), so a search walks the course's rows instead of every matching user of the
 * academy, and never reads `users`.
 */
function scopeWhere(shape: Shape): SQL | undefined {
  const student = figure('alumno');
  return and(
    // Enrolled means confirmed: pending and rejected registrations have no grades to show.
    figure('confirmada'),
    // `offset 0` keeps the group's test a probe per row walked: pulled up into a join, the
    // planner read the course's figures whole, joined the group and sorted it (2.5-4.6 ms
    // for a group of 2 500), where the walk stops at the page (0.5 ms). A small group of a large
    // course walks further for its page, at most the course's index once.
    shape.grupo
      ? sql`exists(select 1 from ${grupo_alumnos} ga where ga.grupo = ${value('grupo')} and ga.alumno = ${student} offset 0)`
      : undefined,
    shape.profesor
      ? sql`exists(select 1 from ${grupo_alumnos} ga join ${grupos} g on g.id = ga.grupo
          where ga.alumno = ${student} and g.curso = ${curso} and g.profesor = ${value('profesor')})`
      : undefined,
    matchesWords(
      wordNames(shape.words).map((w) => value(w, 'text')),
      figure('busqueda'),
    ),
  );
}

/**
 * A search's enrolments in scope, found once per statement and read twice: counted for the
 * total and probed by the page's walk. Found on `calificaciones_cifras_busqueda_idx`, which
 * holds the copy of `busqueda`, so the course's 5 000 entries are matched without reading a row
 * (was a bitmap scan of the rows, 1.3 ms, for the count alone); `materialized` because a CTE
 * read twice is computed once anyway, and said so it stays that way.
 */
const found = sql.identifier('encontrados');

function foundSql(shape: Shape): SQL {
  return sql`with ${found} as materialized (select ${figure('alumno_curso')} as alumno_curso
    from ${calificaciones_cifras} ${figures}
    where ${figure('curso')} = ${curso} and ${scopeWhere(shape)})
  `;
}

/**
 * The page's walk keeps an entry of the sort's index when the search found it: a hashed probe
 * of the enrolment, which the index holds, so the walk reads the index alone instead of each
 * entry's row to test its words (1.3 ms for page 3 of 'maria'). Inside `coalesce` the `in` is
 * an expression, not a condition the planner can pull up into a join: as a join it looked each
 * found enrolment up by key and sorted them (18 ms for a search matching the whole course).
 */
const isFound = sql`coalesce(${figure('alumno_curso')} in (select alumno_curso from ${found}), false)`;

/**
 * The page's enrolments with their positions in the order (`puesto`, from 1): a range of the
 * sort's index over the stored figures (decision 026), up to `hasta` entries, each checked
 * against the scope, the ones past `desde` kept. Sorted by one column, a missing value (no
 * grade, no activity) last in either direction, then by name and enrolment so pages never
 * overlap. The limit is a subquery too: a plan then expects a tenth of the course (the
 * planner's guess for a limit it cannot read), enough to walk the index rather than sort.
 */
function pageSql(shape: Shape): SQL {
  const source = sortSource(shape.column);
  const direction = shape.descending ? sql`desc` : sql`asc`;
  // The name sort's tie-breaker goes the name's way, so one index serves both directions.
  const ordering =
    shape.column === 'alumno'
      ? sql`${figure('nombre_orden')} ${direction}, ${figure('alumno_curso')} ${direction}`
      : sql`${source.key} ${direction} nulls last, ${figure('nombre_orden')} asc, ${figure('alumno_curso')} asc`;
  const byEvaluation = source.from === 'evaluacion';
  // The student is joined only for the e-mail sort, the enrolment and its course only for the
  // access end's; inside this subquery the table names are its own.
  const needsUsers = shape.column === 'email';
  const needsEnrolment = shape.column === 'acceso_hasta';
  return sql`select ${figure('alumno_curso')} as alumno_curso,
      row_number() over (order by ${ordering}) as puesto
    from ${byEvaluation ? calificaciones_evaluaciones : calificaciones_cifras} ${figures}
    ${needsUsers ? sql`join ${users} on ${users.id} = ${figure('alumno')}` : sql``}
    ${
      needsEnrolment
        ? sql`join ${alumno_curso} on ${alumno_curso.id} = ${figure('alumno_curso')}
          join ${cursos} on ${cursos.id} = ${alumno_curso.curso}`
        : sql``
    }
    where ${byEvaluation ? sql`${figure('evaluacion')} = ${value('evaluacion')}` : sql`${figure('curso')} = ${curso}`}
      and ${shape.words > 0 ? sql`${figure('confirmada')} and ${isFound}` : scopeWhere(shape)}
    order by ${ordering}
    limit ${value('hasta')}`;
}

/**
 * How many rows are in scope. Without a search it is stored (`calificaciones_conteos`, kept by
 * the triggers): the course's confirmed enrolments, or the group's among them (a teacher's
 * group is all of their scope in it; a teacher's whole course, their groups together, is
 * counted). With a search it is counted on the figures' name index over the course's rows
 * (their own copy of `busqueda`), bounded by the course.
 */
function totalSql(shape: Shape): SQL {
  if (shape.words === 0 && (shape.grupo || !shape.profesor)) {
    return sql`coalesce((select k.n from ${calificaciones_conteos} k
      where k.curso = ${curso} and k.grupo = ${shape.grupo ? value('grupo') : sql`0`}), 0)`;
  }
  if (shape.words > 0) return sql`(select count(*)::int from ${found})`;
  return sql`(select count(*)::int from ${calificaciones_cifras} ${figures}
    where ${figure('curso')} = ${curso} and ${scopeWhere(shape)})`;
}

const iso = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page's rows as the contract's `TCalificacionesFila`, built in the statement: the server
 * hands them on as they come. Per evaluation of the course that is not archived (by id, the
 * columns' order): the stored best grade of the submitted attempts, whether one passed and how
 * many were submitted. The triggers keep a row for each such evaluation only, so an archived one
 * leaves with its column. The course is checked on the page's rows: an evaluation of another
 * course is refused by the service, and its rows never leave this statement.
 */
function rowsSql(shape: Shape): SQL {
  const lessons = sql`l.total`;
  return sql`(select coalesce(json_agg(json_build_object(
      'alumno_curso', ${alumno_curso}.id, 'alumno', u.id, 'nombre', u.first_name,
      'apellidos', btrim(u.last_name || ' ' || u.apellido_materno, E' \\t\\r\\n'),
      'email', u.email, 'activo', ${alumno_curso}.activo,
      'avance', ${percentSql(sql`x.subtemas_terminados`, lessons)},
      'subtemas_terminados', x.subtemas_terminados, 'subtemas_total', ${lessons},
      'evaluaciones', (select coalesce(json_agg(json_build_object('evaluacion', r.evaluacion,
          'calificacion', r.mejor::text, 'aprobada', r.aprobada, 'intentos', r.intentos)
          order by r.evaluacion), '[]'::json)
        from ${calificaciones_evaluaciones} r where r.alumno_curso = ${alumno_curso}.id),
      'respuestas_foro', x.respuestas_foro,
      'ultima_actividad', ${iso(sql`x.ultima_actividad`)},
      'acceso_hasta', ${iso(accesoHastaSql)}) order by p.puesto), '[]'::json)
    from (${pageSql(shape)}) p
    join ${alumno_curso} on ${alumno_curso}.id = p.alumno_curso
    join ${cursos} on ${cursos}.id = ${alumno_curso}.curso
    join ${users} u on u.id = ${alumno_curso}.alumno
    join ${calificaciones_cifras} x on x.alumno_curso = ${alumno_curso}.id
    where p.puesto > ${value('desde')} and ${alumno_curso}.curso = c.id)`;
}

/**
 * The whole gradebook request in one statement: the course, its evaluations that are not
 * archived (the columns, by id), its groups (a teacher's own only), whether the group asked for
 * is one of the course's (and the teacher's), the total of rows in scope, and the page's rows.
 * No row when the course does not exist; a page past the end still carries the total. `l` is
 * the course's current lessons, counted once for the statement (the completion rule's total).
 */
function gradebookSql(shape: Shape): SQL {
  const ownGroup = shape.profesor ? sql` and g.profesor = ${value('profesor')}` : sql``;
  return sql`${shape.words > 0 ? foundSql(shape) : sql``}select c.id, c.nombre, c.slug,
    (select coalesce(json_agg(json_build_object('id', e.id, 'nombre', e.nombre,
        'calificacion_aprobatoria', e.calificacion_aprobatoria::text) order by e.id), '[]'::json)
      from ${evaluaciones} e where e.curso = c.id and e.archivada_en is null) as evaluaciones,
    (select coalesce(json_agg(json_build_object('id', g.id, 'nombre', g.nombre)
        order by g.activo desc, g.nombre, g.id), '[]'::json)
      from ${grupos} g where g.curso = c.id${ownGroup}) as grupos,
    ${
      shape.grupo
        ? sql`exists(select 1 from ${grupos} g where g.id = ${value('grupo')} and g.curso = c.id${ownGroup})`
        : sql`true`
    } as grupo_valido,
    ${totalSql(shape)} as total,
    ${rowsSql(shape)} as results
  from ${cursos} c
  cross join lateral (select count(*)::int as total from ${subtemas} s
    join ${temas} t on t.id = s.tema where t.curso = c.id) l
  where c.id = ${curso}`;
}

export type GradebookAnswer = {
  id: number;
  nombre: string;
  slug: string;
  evaluaciones: TEvaluacionColumna[];
  grupos: { id: number; nombre: string }[];
  grupo_valido: boolean;
  total: number;
  results: TCalificacionesFila[];
};

/** A statement per shape, its text made once (at most a few hundred shapes). */
const statements = new Map<string, ReturnType<typeof builtOnceSql<GradebookAnswer>>>();

function statementOf(shape: Shape) {
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = builtOnceSql<GradebookAnswer>(() => gradebookSql(shape));
    statements.set(key, statement);
  }
  return statement;
}

/**
 * A page of a course's gradebook (`limit` null: every row) with its header and total, in one
 * statement. Undefined when the course does not exist.
 */
export async function gradebookPage(
  db: Db,
  scope: GradebookScope,
  order: { column: string; descending: boolean },
  page: { limit: number | null; offset: number },
): Promise<GradebookAnswer | undefined> {
  const words = searchWords(scope.search);
  const evaluation = /^evaluacion_(\d+)$/.exec(order.column);
  const shape: Shape = {
    column: evaluation ? 'evaluacion' : order.column,
    descending: order.descending,
    grupo: scope.grupo !== undefined,
    profesor: scope.profesor !== undefined,
    words: words.length,
  };
  const values: Record<string, unknown> = {
    curso: scope.curso,
    grupo: scope.grupo,
    profesor: scope.profesor,
    evaluacion: evaluation ? Number(evaluation[1]) : undefined,
    desde: page.offset,
    // A whole number: past the last row, the page is empty and the total still comes.
    hasta: page.limit === null ? 2_147_483_647 : Math.min(page.offset + page.limit, 2_147_483_647),
  };
  words.forEach((w, i) => {
    values[`w${i}`] = w;
  });
  const [row] = await statementOf(shape)(db).execute(values);
  return row;
}
