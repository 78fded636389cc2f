import { and, asc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { builtOnce, builtOnceSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  auditoria,
  cursos,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
  type OrdenIntento,
} from '../../db/schema/index';
import type { AuditInsert } from '../audit/index';
import { type Caller, enrolmentColumns, enrolmentRefusalSql } from '../learning/index';

/** The tables an evaluation and its questions are read from (their cached copy). */
export const EVALUATION_TABLES = [
  getTableName(evaluaciones),
  getTableName(evaluacion_preguntas),
  getTableName(evaluacion_respuestas),
];

/**
 * Seconds after a timed attempt's deadline in which its send is still graded in full: the send
 * the page makes when the countdown reaches zero is in flight for a moment (decision 019).
 */
export const GRACIA_ENVIO_SEGUNDOS = 30;
const grace = sql.raw(`interval '${GRACIA_ENVIO_SEGUNDOS} seconds'`);

/** A course's evaluations (not archived), each with 1 when the enrolment passed it. */
export async function listEvaluations(db: Db, curso: number, enrolmentId: number) {
  return db
    .select({
      id: evaluaciones.id,
      nombre: evaluaciones.nombre,
      // The outer row is named by its table: in a one-table select drizzle writes a column of
      // the select list as a bare "id", which inside the subquery is the attempt's own id.
      resultado:
        sql<number>`(exists (select 1 from ${alumno_evaluacion_curso} a where a.evaluacion = ${evaluaciones}.id and a.alumno_curso = ${enrolmentId} and a.resultado = 1))::int`.mapWith(
          Number,
        ),
    })
    .from(evaluaciones)
    .where(and(eq(evaluaciones.curso, curso), isNull(evaluaciones.archivada_en)))
    .orderBy(asc(evaluaciones.id))
    .limit(500);
}

/** A question as a student's attempt draws and grades it, with every option. */
export interface StudentQuestion {
  id: number;
  pregunta: string;
  tipo: number;
  respuestas: { id: number; respuesta: string; correcta: number }[];
}

// The outer row is named by its table: in a one-table select drizzle leaves columns unqualified,
// and inside the subquery a bare "id" would be the question's.
const evaluationWithQuestions = builtOnce((db) =>
  db
    .select({
      id: evaluaciones.id,
      curso: evaluaciones.curso,
      nombre: evaluaciones.nombre,
      instrucciones: evaluaciones.instrucciones,
      no_intentos: evaluaciones.no_intentos,
      calificacion_aprobatoria: evaluaciones.calificacion_aprobatoria,
      preguntas_aleatorias: evaluaciones.preguntas_aleatorias,
      respuestas_aleatorias: evaluaciones.respuestas_aleatorias,
      tiempo_limite_minutos: evaluaciones.tiempo_limite_minutos,
      mostrar_respuestas: evaluaciones.mostrar_respuestas,
      archivada_en: evaluaciones.archivada_en,
      preguntas: sql<StudentQuestion[]>`coalesce((
        select json_agg(json_build_object('id', q.id, 'pregunta', q.pregunta, 'tipo', q.tipo,
          'respuestas', coalesce((
            select json_agg(json_build_object('id', r.id, 'respuesta', r.respuesta,
              'correcta', r.correcta) order by r.orden, r.id)
            from ${evaluacion_respuestas} r where r.pregunta = q.id), '[]'::json))
          order by q.orden, q.id)
        from ${evaluacion_preguntas} q
        where q.evaluacion = ${evaluaciones}.id and q.archivada_en is null), '[]'::json)`,
    })
    .from(evaluaciones)
    .where(eq(evaluaciones.id, sql.placeholder('id')))
    .limit(1)
    .prepare('evaluations_with_questions'),
);

/**
 * An evaluation's settings with its current questions and all their options (and which are
 * correct), in one statement: what opening, resuming and grading an attempt read.
 */
export async function findEvaluationWithQuestions(db: Db, id: number) {
  const [row] = await evaluationWithQuestions(db).execute({ id });
  return row;
}

/**
 * The attempts of an enrolment at an evaluation, oldest first; an open one (no `fecha`) with its
 * deadline, so the caller can close it first when it ran out.
 */
export async function listAttempts(db: Db, enrolmentId: number, evaluacion: number) {
  return db
    .select({
      id: alumno_evaluacion_curso.id,
      fecha: alumno_evaluacion_curso.fecha,
      vence_en: alumno_evaluacion_curso.vence_en,
      evaluacion_nombre: evaluaciones.nombre,
      no_intento: alumno_evaluacion_curso.no_intento,
      calificacion: alumno_evaluacion_curso.calificacion,
      resultado: alumno_evaluacion_curso.resultado,
    })
    .from(alumno_evaluacion_curso)
    .innerJoin(evaluaciones, eq(evaluaciones.id, alumno_evaluacion_curso.evaluacion))
    .where(
      and(
        eq(alumno_evaluacion_curso.alumno_curso, enrolmentId),
        eq(alumno_evaluacion_curso.evaluacion, evaluacion),
      ),
    )
    .orderBy(asc(alumno_evaluacion_curso.no_intento));
}

export async function findOpenAttempt(db: Db, enrolmentId: number, evaluacion: number) {
  const [row] = await db
    .select({
      id: alumno_evaluacion_curso.id,
      no_intento: alumno_evaluacion_curso.no_intento,
      orden_preguntas: alumno_evaluacion_curso.orden_preguntas,
      vence_en: alumno_evaluacion_curso.vence_en,
    })
    .from(alumno_evaluacion_curso)
    .where(
      and(
        eq(alumno_evaluacion_curso.alumno_curso, enrolmentId),
        eq(alumno_evaluacion_curso.evaluacion, evaluacion),
        isNull(alumno_evaluacion_curso.fecha),
      ),
    )
    .limit(1);
  return row;
}

const insertAttempt = builtOnce((db) =>
  db
    .insert(alumno_evaluacion_curso)
    .values({
      alumno_curso: sql.placeholder('alumno_curso'),
      evaluacion: sql.placeholder('evaluacion'),
      no_intento: sql.placeholder('no_intento'),
      orden_preguntas: sql.placeholder('orden_preguntas'),
      iniciado_en: sql`${sql.placeholder('ahora')}::timestamptz`,
      // Null for an untimed evaluation (null minutes make a null interval).
      vence_en: sql`${sql.placeholder('ahora')}::timestamptz + make_interval(mins => ${sql.placeholder('tiempo_limite_minutos')}::int)`,
    })
    .onConflictDoNothing()
    .returning({
      orden_preguntas: alumno_evaluacion_curso.orden_preguntas,
      vence_en: alumno_evaluacion_curso.vence_en,
    })
    .prepare('evaluations_open_attempt'),
);

/**
 * Opens an attempt unless another start got there first: the unique open attempt and the
 * unique attempt number make the loser's insert a no-op, and it reads the winner's. Answers the
 * open attempt's question order and deadline (its opening, `ahora`, plus the limit in minutes).
 */
export async function openAttempt(
  db: Db,
  values: {
    alumno_curso: number;
    evaluacion: number;
    no_intento: number;
    orden_preguntas: OrdenIntento;
    ahora: Date;
    tiempo_limite_minutos: number | null;
  },
): Promise<{ orden_preguntas: OrdenIntento; vence_en: Date | null } | undefined> {
  const [inserted] = await insertAttempt(db).execute({
    ...values,
    ahora: values.ahora.toISOString(),
  });
  if (inserted) return inserted;
  return findOpenAttempt(db, values.alumno_curso, values.evaluacion);
}

/** One graded question of an attempt, as stored. */
export interface GradedAnswer {
  pregunta: number;
  respuestas: number[];
  pregunta_pregunta: string;
  respuesta_respuesta_alumno: string;
  respuesta_correcta_evaluacion: string;
  resultado: number;
}

/**
 * A graded answer as both gradings store it: the answers' columns, the record `a` that
 * `json_to_recordset` reads a `GradedAnswer` as, and each column's value from it and from the
 * attempt `closed`.
 */
const answerColumns = sql`(alumno_evaluacion_curso, pregunta, respuestas, pregunta_pregunta,
  respuesta_respuesta_alumno, respuesta_correcta_evaluacion, resultado)`;
const answerRecord = sql`a(pregunta int, respuestas json, pregunta_pregunta text,
  respuesta_respuesta_alumno text, respuesta_correcta_evaluacion text, resultado smallint)`;
const answerValues = sql`closed.id, a.pregunta,
  array(select json_array_elements_text(a.respuestas)::int), a.pregunta_pregunta,
  a.respuesta_respuesta_alumno, a.respuesta_correcta_evaluacion, a.resultado`;

/**
 * Closes an open attempt with its grade, stores its answers and the audit entry, in one
 * statement (atomic on its own, one round trip). Only an attempt still open is closed: of two
 * gradings at once the second waits for the first's row lock, finds it closed, and writes
 * nothing. Answers the moment it was closed, or undefined when it was not open any more.
 */
export async function gradeOpenAttempt(
  db: Db,
  g: {
    attempt: number;
    alumno_curso: number;
    evaluacion: number;
    calificacion: string;
    resultado: number;
    answers: GradedAnswer[];
    audit: AuditInsert;
    /** The send's instant: a timed attempt past its deadline and grace is not graded. */
    ahora: Date;
  },
): Promise<Date | undefined> {
  const { audit } = g;
  // The enrolment and evaluation are the open-attempts index's whole key: with the id alone the
  // planner may scan every open attempt (that small index's statistics often say it is empty).
  const result = await db.execute(sql`
    with closed as (
      update ${alumno_evaluacion_curso}
      set calificacion = ${g.calificacion}, resultado = ${g.resultado}, fecha = now()
      where alumno_curso = ${g.alumno_curso} and evaluacion = ${g.evaluacion} and fecha is null
        and id = ${g.attempt}
        and (vence_en is null or vence_en + ${grace} >= ${g.ahora.toISOString()}::timestamptz)
      returning id, fecha
    ), answers as (
      insert into ${alumno_evaluacion_respuestas} ${answerColumns}
      select ${answerValues}
      from closed, json_to_recordset(${JSON.stringify(g.answers)}::json) as ${answerRecord}
    ), logged as (
      insert into ${auditoria} (actor, actor_nombre, accion, entidad, entidad_id, detalles)
      select ${audit.actor ?? null}::int, ${audit.actor_nombre}, ${audit.accion}, ${audit.entidad},
        ${audit.entidad_id}, ${JSON.stringify(audit.detalles ?? {})}::jsonb
      from closed
    )
    select fecha from closed`);
  const [row] = (result as unknown as { rows: { fecha: string | Date }[] }).rows;
  return row ? new Date(row.fecha) : undefined;
}

/** What a grading in one statement answers: the attempt it closed and, as they were, all of them. */
export interface ClosedAttempt {
  id: number;
  fecha: Date;
  no_intento: number;
  /** The enrolment's attempts at the evaluation as they were before this one closed. */
  intentos: AttemptState[];
}

/**
 * The whole submit in one round trip, for the usual case: the caller's open attempt is found,
 * checked and closed, its answers and the audit entry written, and the enrolment's attempts
 * read back. The enrolment must pass the enrolment rules (`enrolmentRefusalSql`, the same
 * definition and instant the checked path reads), be in the evaluation's course, the attempt
 * within the evaluation's attempts, and it must have asked exactly the
 * questions graded (an evaluation edited since it opened does not match). Its answers are
 * stored in the order it asked them. Answers undefined when anything does not hold, and then
 * the caller reads the state to say why (`gradeOpenAttempt`).
 */
export async function gradeOwnOpenAttempt(
  db: Db,
  g: {
    /** The caller and the instant the enrolment rules are checked for, as the checked path's. */
    who: Caller;
    alumno_curso: number;
    evaluacion: number;
    curso: number;
    no_intentos: number;
    /** The ids of the questions graded, ascending. */
    preguntas: number[];
    calificacion: string;
    resultado: number;
    answers: GradedAnswer[];
    /** Its `entidad_id` and `detalles.no_intento` are the attempt's, found by the statement. */
    audit: Omit<AuditInsert, 'entidad_id'>;
  },
): Promise<ClosedAttempt | undefined> {
  const { audit } = g;
  const [row] = await gradeOwnOpenAttemptSql(db).execute({
    alumno: g.who.alumno,
    ahora: g.who.ahora,
    alumno_curso: g.alumno_curso,
    evaluacion: g.evaluacion,
    curso: g.curso,
    no_intentos: g.no_intentos,
    preguntas: `{${g.preguntas.join(',')}}`,
    calificacion: g.calificacion,
    resultado: g.resultado,
    answers: JSON.stringify(g.answers),
    actor: audit.actor ?? null,
    actor_nombre: audit.actor_nombre,
    accion: audit.accion,
    entidad: audit.entidad,
    detalles: JSON.stringify(audit.detalles ?? {}),
  });
  return row && { ...row, fecha: new Date(row.fecha) };
}

const gradeOwnOpenAttemptSql = builtOnceSql<{
  id: number;
  fecha: string | Date;
  no_intento: number;
  intentos: AttemptState[];
}>(() => {
  const attempt = alumno_evaluacion_curso;
  const p = (name: string) => sql.placeholder(name);
  return sql`
    with closed as (
      update ${attempt}
      set calificacion = ${p('calificacion')}, resultado = ${p('resultado')}, fecha = now()
      from ${alumno_curso} join ${cursos} on ${cursos.id} = ${alumno_curso.curso}
      where ${attempt.alumno_curso} = ${p('alumno_curso')}
        and ${attempt.evaluacion} = ${p('evaluacion')}
        and ${attempt.fecha} is null and ${attempt.no_intento} <= ${p('no_intentos')}
        and (${attempt.vence_en} is null
          or ${attempt.vence_en} + ${grace} >= ${p('ahora')}::timestamptz)
        and (select array_agg((o->>'pregunta')::int order by (o->>'pregunta')::int)
          from jsonb_array_elements(${attempt.orden_preguntas}) o) = ${p('preguntas')}::int[]
        and ${alumno_curso.id} = ${p('alumno_curso')} and ${alumno_curso.curso} = ${p('curso')}
        and ${enrolmentRefusalSql(p('alumno'), p('ahora'))} is null
      returning ${attempt.id}, ${attempt.fecha}, ${attempt.no_intento}, ${attempt.orden_preguntas}
    ), answers as (
      insert into ${alumno_evaluacion_respuestas} ${answerColumns}
      select ${answerValues}
      from closed
        cross join lateral jsonb_array_elements(closed.orden_preguntas) with ordinality as o(q, n)
        join json_to_recordset(${p('answers')}::json) as ${answerRecord}
          on a.pregunta = (o.q->>'pregunta')::int
      order by o.n
    ), logged as (
      insert into ${auditoria} (actor, actor_nombre, accion, entidad, entidad_id, detalles)
      select ${p('actor')}::int, ${p('actor_nombre')}, ${p('accion')}, ${p('entidad')},
        closed.id::text,
        ${p('detalles')}::jsonb || jsonb_build_object('no_intento', closed.no_intento)
      from closed
    )
    select closed.id, closed.fecha, closed.no_intento, coalesce((
      select json_agg(json_build_object('id', x.id, 'fecha', x.fecha, 'no_intento', x.no_intento,
        'resultado', x.resultado, 'calificacion', x.calificacion::text, 'orden_preguntas', null,
        'vence_en', x.vence_en)
        order by x.no_intento)
      from ${attempt} x
      where x.alumno_curso = ${p('alumno_curso')} and x.evaluacion = ${p('evaluacion')}
    ), '[]'::json) as intentos
    from closed`;
});

/** An attempt as the questions screen needs it: the open one's order, the others' result. */
export interface AttemptState {
  id: number;
  /** Null while the attempt is open. */
  fecha: string | null;
  no_intento: number;
  resultado: number | null;
  calificacion: string | null;
  orden_preguntas: OrdenIntento | null;
  /** A timed attempt's deadline (ISO 8601), null when untimed. */
  vence_en: string | null;
}

const enrolmentWithAttempts = builtOnce((db) =>
  db
    .select({
      ...enrolmentColumns,
      intentos: sql<AttemptState[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'fecha', a.fecha, 'no_intento', a.no_intento,
          'resultado', a.resultado, 'calificacion', a.calificacion::text,
          'orden_preguntas', case when a.fecha is null then a.orden_preguntas end,
          'vence_en', a.vence_en)
          order by a.no_intento)
        from ${alumno_evaluacion_curso} a
        where a.alumno_curso = ${alumno_curso.id}
          and a.evaluacion = ${sql.placeholder('evaluacion')}), '[]'::json)`,
    })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, sql.placeholder('id')))
    .limit(1)
    .prepare('evaluations_enrolment_with_attempts'),
);

/**
 * The caller's enrolment (as `findEnrolment`) with its attempts at one evaluation, oldest first,
 * in one statement: the student's own rows, read on every call.
 */
export async function findEnrolmentWithAttempts(
  db: Db,
  enrolmentId: number,
  evaluacion: number,
  who: Caller,
) {
  const [row] = await enrolmentWithAttempts(db).execute({ id: enrolmentId, evaluacion, ...who });
  return row;
}

/** An attempt closed because its time ran out (what `closeExpiredAttempts` answers). */
export interface ExpiredAttempt {
  id: number;
  evaluacion: number;
  no_intento: number;
}

/**
 * Closes an enrolment's timed attempts (at one evaluation, or at all) whose deadline and grace
 * passed at `ahora` without a send: graded with what the server has of them, which is nothing,
 * so every question counts as unanswered; `fecha` is the deadline. Their questions are stored as
 * unanswered (texts as graded, in the order asked) and each closing is audited, in one statement.
 * Only attempts still open are closed: a send or another closing at the same moment waits for
 * the row lock and then finds the attempt closed, so any number of server instances may run it.
 */
export async function closeExpiredAttempts(
  db: Db,
  scope: { alumno_curso: number; evaluacion?: number; ahora: Date },
): Promise<ExpiredAttempt[]> {
  const a = alumno_evaluacion_curso;
  const ofEvaluation =
    scope.evaluacion === undefined ? sql`` : sql`and ${a.evaluacion} = ${scope.evaluacion}`;
  const result = await db.execute(sql`
    with closed as (
      update ${a}
      set fecha = ${a.vence_en}, calificacion = 0,
        resultado = case when ${evaluaciones.calificacion_aprobatoria} <= 0 then 1 else 0 end
      from ${evaluaciones}
      where ${evaluaciones.id} = ${a.evaluacion} and ${a.alumno_curso} = ${scope.alumno_curso}
        ${ofEvaluation}
        and ${a.fecha} is null and ${a.vence_en} + ${grace} < ${scope.ahora.toISOString()}::timestamptz
      returning ${a.id}, ${a.alumno_curso}, ${a.evaluacion}, ${a.no_intento}, ${a.orden_preguntas},
        ${a.calificacion}, ${a.resultado}, ${evaluaciones.nombre} as evaluacion_nombre
    ), answers as (
      insert into ${alumno_evaluacion_respuestas} ${answerColumns}
      select closed.id, q.id, '{}'::int[], q.pregunta, '', coalesce((
          select string_agg(r.respuesta, ', ' order by r.orden, r.id)
          from ${evaluacion_respuestas} r where r.pregunta = q.id and r.correcta = 1), ''), 0
      from closed
        cross join lateral jsonb_array_elements(closed.orden_preguntas) with ordinality as o(q, n)
        join ${evaluacion_preguntas} q on q.id = (o.q->>'pregunta')::int
      order by closed.id, o.n
    ), logged as (
      insert into ${auditoria} (actor, actor_nombre, accion, entidad, entidad_id, detalles)
      select null, ${ACTOR_PLAZO}, 'calificar', 'alumno_evaluacion_curso', closed.id::text,
        jsonb_build_object('evaluacion', closed.evaluacion_nombre, 'alumno_curso',
          closed.alumno_curso, 'no_intento', closed.no_intento, 'calificacion',
          closed.calificacion::text, 'resultado', closed.resultado,
          'motivo', 'Tiempo agotado sin enviar: preguntas sin contestar')
      from closed
    )
    select closed.id, closed.evaluacion, closed.no_intento from closed`);
  return (result as unknown as { rows: ExpiredAttempt[] }).rows;
}

/** Who the audit log names for an attempt closed at its deadline. */
const ACTOR_PLAZO = 'Servidor (plazo de la evaluación vencido)';

/** A graded attempt of an enrolment with what its review needs, in one statement. */
export async function findAttemptReview(db: Db, enrolmentId: number, intento: number) {
  const a = alumno_evaluacion_curso;
  const [row] = await db
    .select({
      id: a.id,
      evaluacion: a.evaluacion,
      evaluacion_nombre: evaluaciones.nombre,
      no_intento: a.no_intento,
      fecha: a.fecha,
      vence_en: a.vence_en,
      calificacion: sql<string | null>`${a.calificacion}::text`,
      resultado: a.resultado,
      no_intentos: evaluaciones.no_intentos,
      mostrar_respuestas: evaluaciones.mostrar_respuestas,
      enviados: sql<number>`(select count(*)::int from ${a} x
        where x.alumno_curso = ${a.alumno_curso} and x.evaluacion = ${a.evaluacion}
          and x.fecha is not null)`,
      aprobada: sql<boolean>`exists (select 1 from ${a} x
        where x.alumno_curso = ${a.alumno_curso} and x.evaluacion = ${a.evaluacion}
          and x.resultado = 1)`,
      respuestas: sql<
        {
          pregunta: string;
          respuesta_alumno: string;
          respuesta_correcta: string;
          resultado: number;
        }[]
      >`coalesce((
        select json_agg(json_build_object('pregunta', r.pregunta_pregunta,
          'respuesta_alumno', r.respuesta_respuesta_alumno,
          'respuesta_correcta', r.respuesta_correcta_evaluacion, 'resultado', r.resultado)
          order by r.id)
        from ${alumno_evaluacion_respuestas} r where r.alumno_evaluacion_curso = ${a.id}), '[]'::json)`,
    })
    .from(a)
    .innerJoin(evaluaciones, eq(evaluaciones.id, a.evaluacion))
    .where(and(eq(a.id, intento), eq(a.alumno_curso, enrolmentId)))
    .limit(1);
  return row;
}
