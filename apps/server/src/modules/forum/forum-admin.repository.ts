import { TIPO } from '@academia/contract/core/call';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cursos,
  foro_respuestas,
  foro_respuestas_respuestas,
  foros_discusion,
  users,
} from '../../db/schema/index';

/** The author is a teacher: students see the post with the 'Profesor' badge. */
const writtenByTeacher = sql<boolean>`(${users.tipo} = ${TIPO.teacher})`;

export interface QuestionRow {
  id: number;
  pregunta: string;
  respuestas_por_alumno: number | null;
  curso: number;
  total_respuestas: number;
}

export interface PostRow {
  id: number;
  nombre: string;
  app: string;
  fecha: Date;
  respuesta: string;
  profesor: boolean;
}

/**
 * Finds the course; with `lock`, holds it (FOR KEY SHARE) until the transaction ends, so it
 * cannot be deleted under a question being added to it.
 */
// Qualified by hand: drizzle leaves columns unqualified in a one-table select, and inside the
// subquery an unqualified `id` would name the answer's id.
const totalRespuestas = sql<number>`(
  select count(*)::int from ${foro_respuestas} r where r.foro_discusion = ${foros_discusion}.id
)`;

const questionColumns = {
  id: foros_discusion.id,
  pregunta: foros_discusion.pregunta,
  respuestas_por_alumno: foros_discusion.respuestas_por_alumno,
  curso: foros_discusion.curso,
  total_respuestas: totalRespuestas,
};

export async function listQuestions(
  db: Db,
  curso: number,
  page: { limit: number; offset: number },
): Promise<{ rows: QuestionRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(questionColumns)
      .from(foros_discusion)
      .where(eq(foros_discusion.curso, curso))
      .orderBy(desc(foros_discusion.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(foros_discusion).where(eq(foros_discusion.curso, curso)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select(questionColumns)
    .from(foros_discusion)
    .where(eq(foros_discusion.id, id))
    .limit(1);
  return row;
}

export async function insertQuestion(
  db: Db,
  values: { curso: number; pregunta: string; respuestas_por_alumno: number | null },
): Promise<number> {
  const [row] = await db
    .insert(foros_discusion)
    .values(values)
    .returning({ id: foros_discusion.id });
  if (!row) throw new Error('insertQuestion returned nothing');
  return row.id;
}

export async function updateQuestion(
  db: Db,
  id: number,
  values: { pregunta: string; respuestas_por_alumno: number | null },
): Promise<boolean> {
  const rows = await db
    .update(foros_discusion)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(foros_discusion.id, id))
    .returning({ id: foros_discusion.id });
  return rows.length > 0;
}

/** One page of a question's answers with their authors, oldest first. */
export async function listAnswers(
  db: Db,
  pregunta: number,
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  return db
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
    .where(eq(foro_respuestas.foro_discusion, pregunta))
    .orderBy(asc(foro_respuestas.fecha), asc(foro_respuestas.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The replies of many answers in one query, oldest first, each with the answer it belongs to. */
export async function listReplies(
  db: Db,
  answerIds: number[],
): Promise<(PostRow & { foro_discusion_respuesta: number })[]> {
  if (answerIds.length === 0) return [];
  return db
    .select({
      id: foro_respuestas_respuestas.id,
      foro_discusion_respuesta: foro_respuestas_respuestas.foro_discusion_respuesta,
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

/** A question's answer by staff (no enrolment, no cap). */
export async function insertStaffAnswer(
  db: Db,
  values: { foro_discusion: number; usuario: number; respuesta: string },
) {
  const [row] = await db.insert(foro_respuestas).values(values).returning({
    id: foro_respuestas.id,
    fecha: foro_respuestas.fecha,
    respuesta: foro_respuestas.respuesta,
  });
  if (!row) throw new Error('insertStaffAnswer returned nothing');
  return row;
}

/** What the audit log names of a post a moderator removes: the course, the question, the author. */
export interface ModeratedPost {
  curso: number;
  curso_nombre: string;
  pregunta: string;
  autor: string;
  respuesta: string;
  /** An answer's replies, which go with it. */
  replicas: number;
}

const authorName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * Locks an answer (FOR UPDATE) and reads what its removal's audit entry names; undefined when
 * it does not exist. A second moderator removing it at the same time waits here and then finds
 * nothing, so one removal is recorded once.
 */
export async function lockAnswer(tx: Tx, id: number): Promise<ModeratedPost | undefined> {
  const [row] = await tx
    .select({
      curso: cursos.id,
      curso_nombre: cursos.nombre,
      pregunta: foros_discusion.pregunta,
      autor: authorName,
      respuesta: foro_respuestas.respuesta,
      replicas: sql<number>`(select count(*)::int from ${foro_respuestas_respuestas} rr
        where rr.foro_discusion_respuesta = ${foro_respuestas.id})`.mapWith(Number),
    })
    .from(foro_respuestas)
    .innerJoin(foros_discusion, eq(foros_discusion.id, foro_respuestas.foro_discusion))
    .innerJoin(cursos, eq(cursos.id, foros_discusion.curso))
    .innerJoin(users, eq(users.id, foro_respuestas.usuario))
    .where(eq(foro_respuestas.id, id))
    .for('update', { of: foro_respuestas });
  return row;
}

/** As `lockAnswer`, for a reply to an answer. */
export async function lockReply(tx: Tx, id: number): Promise<ModeratedPost | undefined> {
  const [row] = await tx
    .select({
      curso: cursos.id,
      curso_nombre: cursos.nombre,
      pregunta: foros_discusion.pregunta,
      autor: authorName,
      respuesta: foro_respuestas_respuestas.respuesta,
      replicas: sql<number>`0`.mapWith(Number),
    })
    .from(foro_respuestas_respuestas)
    .innerJoin(
      foro_respuestas,
      eq(foro_respuestas.id, foro_respuestas_respuestas.foro_discusion_respuesta),
    )
    .innerJoin(foros_discusion, eq(foros_discusion.id, foro_respuestas.foro_discusion))
    .innerJoin(cursos, eq(cursos.id, foros_discusion.curso))
    .innerJoin(users, eq(users.id, foro_respuestas_respuestas.usuario))
    .where(eq(foro_respuestas_respuestas.id, id))
    .for('update', { of: foro_respuestas_respuestas });
  return row;
}

/** Deletes an answer; its replies go with it (cascade). */
export async function deleteAnswer(tx: Tx, id: number): Promise<void> {
  await tx.delete(foro_respuestas).where(eq(foro_respuestas.id, id));
}

export async function deleteReply(tx: Tx, id: number): Promise<void> {
  await tx.delete(foro_respuestas_respuestas).where(eq(foro_respuestas_respuestas.id, id));
}
