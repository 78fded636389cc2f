import { and, eq, getTableName, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  cursos,
  materiales,
  quiz_preguntas,
  quizzes,
  subtema_completado,
  subtemas,
  temas,
  ultima_actividad,
  ultimo_subtema,
  video_posiciones,
} from '../../db/schema/index';
// Progress is the completion rule's own figure (decision 018), so the student's bar and the
// administrator's roster cannot disagree.
import { avanceSql } from '../certificates/index';

/**
 * The end of an enrolment's access: the administrator's (or a trial's) `acceso_hasta`, else
 * `dias_plataforma` days after the later of its confirmation and the course's start
 * (greatest() skips a null start). Rows confirmed when created have no `confirmada_en` and count
 * from `fecha`, as they always did; a pending one counts from now until it is confirmed.
 */
export const accesoHastaSql =
  sql`coalesce(${alumno_curso.acceso_hasta}, greatest(coalesce(${alumno_curso.confirmada_en}, ${alumno_curso.fecha}), ${cursos.fecha_inicio}::timestamptz) + make_interval(days => ${cursos.dias_plataforma}))`.mapWith(
    alumno_curso.acceso_hasta,
  );

/** Whether the enrolment's access is still open at `ahora` (a value from Node's clock). */
const accessOpenSql = (ahora: SQLWrapper) => sql`${accesoHastaSql} > ${ahora}::timestamptz`;

/**
 * Why a student may not work in an enrolment now; null when they may. 'prueba' is a trial whose
 * 7 days are still open: its lessons open, nothing else (decision 017).
 */
export type EnrolmentRefusal =
  | 'ajena'
  | 'inactiva'
  | 'rechazada'
  | 'pendiente'
  | 'acceso_terminado'
  | 'prueba';

/** Who asks and when: the values the enrolment rules are checked with. */
export type Caller = {
  alumno: number;
  /** Node's clock, so every check of one request uses the same instant. */
  ahora: Date;
};

/**
 * The enrolment and access rules, written once (decisions 015 and 017): the enrolment is the
 * caller's (`alumno`), it is active, an administrator confirmed it, its access is open at
 * `ahora`, and it is not a trial. Student reads of an enrolment select it as `rechazo` and the
 * services turn it into their refusals (the lessons alone also accept 'prueba'); the
 * one-statement grading closes an attempt only where it is null. Both compare with the same
 * instant from Node, never the database's clock, so the two paths cannot disagree. A null
 * anywhere refuses. A trial asked for in earnest (registro/{curso}) is pending and still a
 * trial: its lessons stay open for its 7 days while the academy decides.
 */
export const enrolmentRefusalSql = (alumno: SQLWrapper, ahora: SQLWrapper) =>
  sql<EnrolmentRefusal | null>`case
    when ${alumno_curso.alumno} is distinct from ${alumno}::int then 'ajena'
    when ${alumno_curso.activo} is distinct from 1 then 'inactiva'
    when ${alumno_curso.estado} = 'rechazada' then 'rechazada'
    when ${alumno_curso.estado} is distinct from 'confirmada' and ${alumno_curso.prueba} is not true then 'pendiente'
    when ${accessOpenSql(ahora)} is not true then 'acceso_terminado'
    when ${alumno_curso.prueba} is not false then 'prueba'
    else null end`;

/** How long a recorded activity stands before the next student call writes a new one. */
const ACTIVITY_INTERVAL = sql.raw(`interval '5 minutes'`);

/**
 * Whether the enrolment's last activity is recent (less than 5 minutes before `ahora`), read by
 * the same statement that checks the enrolment: one primary-key probe, so a student's calls
 * write their activity once per 5 minutes without another statement in between.
 */
const activityRecentSql = (ahora: SQLWrapper) =>
  sql<boolean>`exists(select 1 from ${ultima_actividad} where ${ultima_actividad.alumno_curso} = ${alumno_curso.id} and ${ultima_actividad.fecha} > ${ahora}::timestamptz - ${ACTIVITY_INTERVAL})`;

/**
 * An enrolment's last activity (null: never), correlated on the outer query's `alumno_curso`
 * row: what the gradebook and the roster show.
 */
export const ultimaActividadSql = sql<Date | null>`(select ${ultima_actividad.fecha} from ${ultima_actividad} where ${ultima_actividad.alumno_curso} = ${alumno_curso}.${sql.identifier('id')})`;

/**
 * Records that the student worked in the enrolment at `ahora`. Two calls at once may both find
 * the activity old: the second one's `where` sees the first one's instant and writes nothing.
 */
const recordActivityStatement = builtOnce((db) =>
  db
    .insert(ultima_actividad)
    .values({ alumno_curso: sql.placeholder('alumno_curso'), fecha: sql.placeholder('ahora') })
    .onConflictDoUpdate({
      target: ultima_actividad.alumno_curso,
      set: { fecha: sql`excluded.fecha` },
      setWhere: sql`${ultima_actividad.fecha} <= excluded.fecha - ${ACTIVITY_INTERVAL}`,
    })
    .prepare('learning_record_activity'),
);

export async function recordActivity(db: Db, enrolmentId: number, ahora: Date) {
  await recordActivityStatement(db).execute({ alumno_curso: enrolmentId, ahora });
}

/**
 * An enrolment's columns with its course's, for reads that add their own (`Enrolment`), and
 * what the rules say of it: a query that selects them is run with `alumno` and `ahora` values.
 */
export const enrolmentColumns = {
  id: alumno_curso.id,
  unique_id: alumno_curso.unique_id,
  alumno: alumno_curso.alumno,
  curso: alumno_curso.curso,
  activo: alumno_curso.activo,
  acceso_hasta: accesoHastaSql,
  rechazo: enrolmentRefusalSql(sql.placeholder('alumno'), sql.placeholder('ahora')),
  estado: alumno_curso.estado,
  prueba: alumno_curso.prueba,
  nombre: cursos.nombre,
  slug: cursos.slug,
  imagen: cursos.imagen,
  actividad_reciente: activityRecentSql(sql.placeholder('ahora')),
};

export type Enrolment = {
  id: number;
  unique_id: string;
  alumno: number;
  curso: number;
  activo: number;
  acceso_hasta: Date;
  rechazo: EnrolmentRefusal | null;
  estado: string;
  prueba: boolean;
  nombre: string;
  slug: string;
  imagen: string | null;
  /** The last activity is less than 5 minutes old: nothing to record. */
  actividad_reciente: boolean;
};

/** The lessons an enrolment finished (rows of deleted lessons are gone with them). */
const finishedSql = sql<
  number[]
>`array(select sc.subtema from ${subtema_completado} sc where sc.alumno_curso = ${alumno_curso.id})`;

/** An enrolment with the ids of the lessons it finished (a few index entries). */
export type EnrolmentWithProgress = Enrolment & { terminados: number[] };

export const enrolmentWithProgress = { ...enrolmentColumns, terminados: finishedSql };

/** An enrolment with its course and finished lessons, chosen by `where`, built once and named. */
const enrolmentWithProgressWhere = (name: string, where: SQL | undefined) =>
  builtOnce((db) =>
    db
      .select(enrolmentWithProgress)
      .from(alumno_curso)
      .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
      .where(where)
      .limit(1)
      .prepare(name),
  );

const enrolmentById = enrolmentWithProgressWhere(
  'learning_enrolment_by_id',
  eq(alumno_curso.id, sql.placeholder('id')),
);

const enrolmentByUniqueId = enrolmentWithProgressWhere(
  'learning_enrolment_by_unique_id',
  eq(alumno_curso.unique_id, sql.placeholder('unique_id')),
);

export async function findEnrolment(
  db: Db,
  by: { id: number } | { unique_id: string },
  who: Caller,
): Promise<EnrolmentWithProgress | undefined> {
  const [row] =
    'id' in by
      ? await enrolmentById(db).execute({ id: by.id, ...who })
      : await enrolmentByUniqueId(db).execute({ unique_id: by.unique_id, ...who });
  return row;
}

const studentEnrolmentInCourse = enrolmentWithProgressWhere(
  'learning_student_enrolment_in_course',
  and(
    eq(alumno_curso.alumno, sql.placeholder('alumno')),
    eq(alumno_curso.curso, sql.placeholder('curso')),
  ),
);

/** The caller's enrolment in a course. */
export async function findStudentEnrolmentInCourse(
  db: Db,
  who: Caller,
  curso: number,
): Promise<EnrolmentWithProgress | undefined> {
  const [row] = await studentEnrolmentInCourse(db).execute({ ...who, curso });
  return row;
}

/**
 * The lesson the enrolment opened last, while it is still in the course (aliased tables: the
 * outer query's columns must not be bound by the subquery's own).
 */
const lastLessonSql = sql<number | null>`(select u.subtema from ${ultimo_subtema} u
  join ${subtemas} s on s.id = u.subtema join ${temas} t on t.id = s.tema
  where u.alumno_curso = ${alumno_curso.id} and t.curso = ${alumno_curso.curso})`;

const activeEnrolments = builtOnce((db) =>
  db
    .select({ ...enrolmentColumns, avance: avanceSql, ultimo_subtema: lastLessonSql })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(
      and(
        eq(alumno_curso.alumno, sql.placeholder('alumno')),
        eq(alumno_curso.activo, 1),
        ne(alumno_curso.estado, 'rechazada'),
      ),
    )
    .orderBy(sql`${alumno_curso.fecha} desc`, sql`${alumno_curso.id} desc`)
    .limit(500)
    .prepare('learning_active_enrolments'),
);

/**
 * A student's active enrolments (pending ones too, not rejected) with their course and
 * progress, newest first.
 */
export async function listActiveEnrolments(db: Db, who: Caller) {
  return activeEnrolments(db).execute(who);
}

export async function progressOf(db: Db, enrolmentId: number): Promise<number> {
  const [row] = await db
    .select({ avance: avanceSql })
    .from(alumno_curso)
    .where(eq(alumno_curso.id, enrolmentId));
  return row?.avance ?? 0;
}

/** The tables a course's outline and its lessons are read from (their cached copies). */
export const COURSE_CONTENT_TABLES = [
  getTableName(temas),
  getTableName(subtemas),
  getTableName(materiales),
  getTableName(quizzes),
  getTableName(quiz_preguntas),
];

export interface OutlineTopic {
  id: number;
  nombre: string;
  subtemas: { id: number; nombre: string }[];
}

/**
 * A course's topics and subtopics in reading order, as one JSON value the database builds:
 * a hundred lessons cost one row to send and parse instead of a hundred.
 */
export async function findOutline(db: Db, curso: number): Promise<OutlineTopic[]> {
  // Aliased tables throughout: drizzle leaves a one-table query's columns unqualified, and an
  // unqualified column in the inner query would bind to the inner table.
  const [row] = await db
    .select({
      outline: sql<OutlineTopic[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'nombre', t.nombre, 'subtemas', coalesce((
          select json_agg(json_build_object('id', s.id, 'nombre', s.nombre) order by s.orden, s.id)
          from ${subtemas} s where s.tema = t.id), '[]'::json)) order by t.orden, t.id)
        from ${temas} t where t.curso = ${curso}), '[]'::json)`,
    })
    .from(cursos)
    .where(eq(cursos.id, curso));
  return row?.outline ?? [];
}

const materialsJson = sql<{ id: number; nombre: string; archivo: string }[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'nombre', m.nombre, 'archivo', m.archivo) order by m.id)
  from ${materiales} m where m.subtema = ${subtemas.id}), '[]'::json)`;

const quizzesJson = sql<
  {
    id: number;
    nombre: string;
    preguntas: {
      id: number;
      pregunta: string;
      respuestas: string[];
      respuestaCorrecta: number;
    }[];
  }[]
>`coalesce((
  select json_agg(json_build_object('id', q.id, 'nombre', q.nombre, 'preguntas', coalesce((
    select json_agg(json_build_object('id', p.id, 'pregunta', p.pregunta, 'respuestas', p.respuestas,
      'respuestaCorrecta', p.respuesta_correcta) order by p.orden, p.id)
    from ${quiz_preguntas} p where p.quiz = q.id), '[]'::json)) order by q.id)
  from ${quizzes} q where q.subtema = ${subtemas.id}), '[]'::json)`;

/** A lesson as the student's screen shows it, with its materials and quizzes: one statement. */
export async function findLesson(db: Db, subtema: number) {
  const [row] = await db
    .select({
      id: subtemas.id,
      nombre: subtemas.nombre,
      tema: subtemas.tema,
      nota: subtemas.nota,
      video: subtemas.video,
      imagen: subtemas.imagen,
      leccion_anterior: subtemas.leccion_anterior,
      leccion_siguiente: subtemas.leccion_siguiente,
      curso: temas.curso,
      materiales: materialsJson,
      quizzes: quizzesJson,
    })
    .from(subtemas)
    .innerJoin(temas, eq(temas.id, subtemas.tema))
    .where(eq(subtemas.id, subtema))
    .limit(1);
  return row;
}

/** Idempotent: a second mark of the same lesson changes nothing. */
export async function insertCompletion(db: Db, enrolmentId: number, subtema: number) {
  await db
    .insert(subtema_completado)
    .values({ alumno_curso: enrolmentId, subtema })
    .onConflictDoNothing();
}

export async function findVideoPosition(db: Db, alumno: number, subtema: number) {
  const [row] = await db
    .select({ segundos: video_posiciones.segundos, duracion: video_posiciones.duracion })
    .from(video_posiciones)
    .where(and(eq(video_posiciones.alumno, alumno), eq(video_posiciones.subtema, subtema)))
    .limit(1);
  return row;
}

export async function upsertVideoPosition(
  db: Db,
  values: {
    alumno: number;
    subtema: number;
    segundos: number;
    duracion: number | null;
  },
) {
  const [row] = await db
    .insert(video_posiciones)
    .values(values)
    .onConflictDoUpdate({
      target: [video_posiciones.alumno, video_posiciones.subtema],
      set: {
        segundos: values.segundos,
        duracion: sql`coalesce(excluded.duracion, ${video_posiciones.duracion})`,
        updated_at: sql`now()`,
      },
    })
    .returning({ segundos: video_posiciones.segundos, duracion: video_posiciones.duracion });
  return row;
}

/** Sets the end of the access; answers it with whether it is open at `ahora`. */
export async function setAccessUntil(db: Db, enrolmentId: number, until: Date, ahora: Date) {
  const [row] = await db
    .update(alumno_curso)
    .set({ acceso_hasta: until })
    .from(cursos)
    .where(and(eq(alumno_curso.id, enrolmentId), eq(cursos.id, alumno_curso.curso)))
    .returning({
      id: alumno_curso.id,
      acceso_hasta: alumno_curso.acceso_hasta,
      acceso_vigente: sql<boolean>`${accessOpenSql(sql`${ahora}`)}`,
    });
  return row;
}
