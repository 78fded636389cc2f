import type { TAvanceCurso } from '@academia/contract/certificates/completion';
import { type SQL, sql } from 'drizzle-orm';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  evaluaciones,
  subtema_completado,
  subtemas,
  temas,
} from '../../db/schema/index';

/**
 * The enrolment row of the outer query, named by table and column. Drizzle leaves a column
 * unqualified in a one-table select, and inside these subqueries a bare "id" or "curso" would
 * bind to an inner table; the table's own name never does.
 */
const enrolmentId = sql`${alumno_curso}.${sql.identifier('id')}`;
const enrolmentCourse = sql`${alumno_curso}.${sql.identifier('curso')}`;

/** The course's current subtopics and how many of them the enrolment finished. */
const lessonCounts = sql`(select count(*)::int as total, count(sc.subtema)::int as hechos
  from ${subtemas} s
  join ${temas} t on t.id = s.tema
  left join ${subtema_completado} sc on sc.subtema = s.id and sc.alumno_curso = ${enrolmentId}
  where t.curso = ${enrolmentCourse})`;

/**
 * Percent of `total` lessons that `hechos` are, rounded down, 0 without lessons: the rule's
 * progress, for a reader that keeps the count elsewhere (the gradebook's stored figures).
 */
export const percentSql = (hechos: SQL, total: SQL) =>
  sql<number>`coalesce(least(100, floor(100.0 * ${hechos} / nullif(${total}, 0))), 0)::int`.mapWith(
    Number,
  );

/** Percent of `l` (a row of `lessonCounts`) finished. */
const percentOf = (l: string) => percentSql(sql.raw(`${l}.hechos`), sql.raw(`${l}.total`));

/**
 * Percent of the course's current subtopics the enrolment finished: what a student's progress
 * bar and the administrator's roster show. Correlated on the outer query's `alumno_curso` row.
 */
export const avanceSql = sql<number>`(select ${percentOf('l')} from ${lessonCounts} l)`.mapWith(
  Number,
);

/**
 * THE completion rule (decision 018), correlated on the outer query's `alumno_curso` row:
 * every current subtopic of the course finished and every evaluation that is not archived
 * passed (an attempt with `resultado` 1). A course with neither lessons nor evaluations has
 * nothing to complete, so no enrolment completes it: an administrator may still issue with a
 * reason. The refusal of `generarCertificadoAlumno`, the automatic certificate and the roster
 * all select this one expression; each count is computed once per row.
 */
export const completionSql = sql<TAvanceCurso>`(select json_build_object(
    'avance', ${percentOf('l')},
    'subtemas_total', l.total,
    'subtemas_terminados', l.hechos,
    'evaluaciones_total', e.total,
    'evaluaciones_aprobadas', e.aprobadas,
    'evaluaciones_pendientes', e.pendientes,
    'completo', (l.total + e.total > 0 and l.hechos >= l.total and e.aprobadas = e.total))
  from ${lessonCounts} l,
  (select count(*)::int as total,
      count(*) filter (where p.aprobada)::int as aprobadas,
      coalesce(array_agg(ev.nombre order by ev.id) filter (where not p.aprobada), '{}') as pendientes
    from ${evaluaciones} ev
    cross join lateral (select exists (
      select 1 from ${alumno_evaluacion_curso} a
      where a.alumno_curso = ${enrolmentId} and a.evaluacion = ev.id and a.resultado = 1
    ) as aprobada) p
    where ev.curso = ${enrolmentCourse} and ev.archivada_en is null) e)`;

/**
 * Whether the enrolment may receive a certificate at all: an administrator confirmed it and it
 * is not a free trial (decision 017). Certificates cannot use learning's enrolment rule (learning
 * calls certificates when a lesson is finished, so the import would be a cycle); these are the
 * two stored facts that rule reads, not a second copy of its access checks.
 */
export const certifiableSql = sql<boolean>`(${alumno_curso.estado} = 'confirmada' and ${alumno_curso.prueba} is false)`;
