import { TIPO } from '@academia/contract/core/call';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumno_curso,
  foro_respuestas,
  foro_respuestas_respuestas,
  foros_discusion,
  users,
} from '../../db/schema/index';

/** The author is a teacher: students see the post with the 'Profesor' badge. */
const writtenByTeacher = sql<boolean>`(${users.tipo} = ${TIPO.teacher})`;

/** A course's questions, each with 1 when the enrolment has answered it. */
export async function listForums(db: Db, curso: number, enrolmentId: number) {
  return db
    .select({
      id: foros_discusion.id,
      pregunta: foros_discusion.pregunta,
      // The outer row is named by its table: in a one-table select drizzle writes a column of
      // the select list as a bare "id", which inside the subquery is the answer's own id.
      resultado:
        sql<number>`(exists (select 1 from ${foro_respuestas} r where r.foro_discusion = ${foros_discusion}.id and r.alumno_curso = ${enrolmentId}))::int`.mapWith(
          Number,
        ),
    })
    .from(foros_discusion)
    .where(eq(foros_discusion.curso, curso))
    .orderBy(asc(foros_discusion.id))
    .limit(500);
}

export async function findForum(db: Db, id: number) {
  const [row] = await db
    .select({
      id: foros_discusion.id,
      pregunta: foros_discusion.pregunta,
      curso: foros_discusion.curso,
      respuestas_por_alumno: foros_discusion.respuestas_por_alumno,
    })
    .from(foros_discusion)
    .where(eq(foros_discusion.id, id))
    .limit(1);
  return row;
}

export async function countAnswersBy(db: Db, forum: number, enrolmentId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(foro_respuestas)
    .where(
      and(eq(foro_respuestas.foro_discusion, forum), eq(foro_respuestas.alumno_curso, enrolmentId)),
    );
  return Number(row?.n ?? 0);
}

/** One page of a question's answers (oldest first) with their authors, and their total. */
export async function pageAnswers(db: Db, forum: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: foro_respuestas.id,
        nombre: users.first_name,
        app: users.last_name,
        profesor: writtenByTeacher,
        fecha: foro_respuestas.fecha,
        respuesta: foro_respuestas.respuesta,
      })
      .from(foro_respuestas)
      .innerJoin(users, eq(users.id, foro_respuestas.usuario))
      .where(eq(foro_respuestas.foro_discusion, forum))
      .orderBy(asc(foro_respuestas.fecha), asc(foro_respuestas.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(foro_respuestas)
      .where(eq(foro_respuestas.foro_discusion, forum)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The replies of several answers in one query, oldest first. */
export async function listReplies(db: Db, answerIds: number[]) {
  if (answerIds.length === 0) return [];
  return db
    .select({
      id: foro_respuestas_respuestas.id,
      respuesta_padre: foro_respuestas_respuestas.foro_discusion_respuesta,
      nombre: users.first_name,
      app: users.last_name,
      profesor: writtenByTeacher,
      fecha: foro_respuestas_respuestas.fecha,
      respuesta: foro_respuestas_respuestas.respuesta,
    })
    .from(foro_respuestas_respuestas)
    .innerJoin(users, eq(users.id, foro_respuestas_respuestas.usuario))
    .where(inArray(foro_respuestas_respuestas.foro_discusion_respuesta, answerIds))
    .orderBy(asc(foro_respuestas_respuestas.fecha), asc(foro_respuestas_respuestas.id));
}

/**
 * Holds the enrolment's row until the transaction ends, so two answers of the same student
 * are counted one after the other and the cap holds under a race.
 */
export async function lockEnrolment(tx: Tx, enrolmentId: number) {
  await tx
    .select({ id: alumno_curso.id })
    .from(alumno_curso)
    .where(eq(alumno_curso.id, enrolmentId))
    .for('update');
}

export async function insertAnswer(db: Db, values: typeof foro_respuestas.$inferInsert) {
  const [row] = await db.insert(foro_respuestas).values(values).returning({
    id: foro_respuestas.id,
    fecha: foro_respuestas.fecha,
    respuesta: foro_respuestas.respuesta,
  });
  return row;
}

/** An answer with the course of its question. */
export async function findAnswer(db: Db, id: number) {
  const [row] = await db
    .select({ id: foro_respuestas.id, curso: foros_discusion.curso })
    .from(foro_respuestas)
    .innerJoin(foros_discusion, eq(foros_discusion.id, foro_respuestas.foro_discusion))
    .where(eq(foro_respuestas.id, id))
    .limit(1);
  return row;
}

export async function insertReply(db: Db, values: typeof foro_respuestas_respuestas.$inferInsert) {
  const [row] = await db.insert(foro_respuestas_respuestas).values(values).returning({
    id: foro_respuestas_respuestas.id,
    fecha: foro_respuestas_respuestas.fecha,
    respuesta: foro_respuestas_respuestas.respuesta,
  });
  return row;
}
