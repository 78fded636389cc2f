import { Column, type DriverValueDecoder, is, SQL, sql } from 'drizzle-orm';
import { builtOnceSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import { alumno_curso, cursos, subtemas, temas, ultimo_subtema } from '../../db/schema/index';
import {
  type Caller,
  type EnrolmentWithProgress,
  enrolmentWithProgress,
} from './learning.repository';

/** How each column of the enrolment read turns from what the driver gives into its value. */
function decode(field: unknown, value: unknown): unknown {
  if (value === null || value instanceof Date || Array.isArray(value)) return value;
  if (is(field, Column)) return field.mapFromDriverValue(value);
  // `mapWith` keeps its decoder on the SQL object (drizzle marks it internal, not private):
  // the same decoding the query builders apply to these columns.
  if (is(field, SQL)) {
    const { decoder } = field as unknown as { decoder?: DriverValueDecoder<unknown, unknown> };
    return decoder ? decoder.mapFromDriverValue(value) : value;
  }
  return value;
}

/**
 * The caller's enrolment in a course (as `findStudentEnrolmentInCourse` reads it, the same
 * columns and the same rule), and, in the same statement, the lesson recorded as the one it
 * opened last when the rule lets the lesson open (trials included) and the lesson is in the
 * course. Only a different lesson is written (`is distinct from`), so reopening one, or reading
 * it again on a reload, writes nothing; the hot path keeps its one statement (decision 015).
 */
const enrolmentOpeningLesson = builtOnceSql<Record<string, unknown>>(() => {
  const p = (name: string) => sql.placeholder(name);
  const columns = sql.join(
    Object.entries(enrolmentWithProgress).map(([name, field]) => {
      return sql`${field} as ${sql.identifier(name)}`;
    }),
    sql`, `,
  );
  return sql`
    with e as (
      select ${columns}
      from ${alumno_curso} join ${cursos} on ${cursos.id} = ${alumno_curso.curso}
      where ${alumno_curso.alumno} = ${p('alumno')} and ${alumno_curso.curso} = ${p('curso')}
      limit 1
    ), visita as (
      insert into ${ultimo_subtema} (alumno_curso, subtema)
      select e.id, s.id from e
        join ${subtemas} s on s.id = ${p('subtema')}
        join ${temas} t on t.id = s.tema and t.curso = e.curso
      where e.rechazo is null or e.rechazo = 'prueba'
      on conflict (alumno_curso) do update set subtema = excluded.subtema, fecha = now()
        where ${ultimo_subtema.subtema} is distinct from excluded.subtema
    )
    select * from e`;
});

/** The caller's enrolment in the course of the lesson being opened, recording the visit. */
export async function findEnrolmentOpeningLesson(
  db: Db,
  who: Caller,
  curso: number,
  subtema: number,
): Promise<EnrolmentWithProgress | undefined> {
  const [row] = await enrolmentOpeningLesson(db).execute({ ...who, curso, subtema });
  if (!row) return undefined;
  const fields: Record<string, unknown> = enrolmentWithProgress;
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, decode(fields[name], value)]),
  ) as EnrolmentWithProgress;
}
