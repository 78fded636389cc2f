import { and, asc, count, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumno_evaluacion_curso,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
} from '../../db/schema/index';

export type EvaluationRow = Omit<
  typeof evaluaciones.$inferSelect,
  'archivada_en' | 'created_at' | 'updated_at'
> & {
  total_preguntas: number;
  total_intentos: number;
};

export interface QuestionRow {
  id: number;
  evaluacion: number;
  pregunta: string;
  tipo: number;
  orden: number;
}

export interface OptionRow {
  id: number;
  pregunta: number;
  respuesta: string;
  correcta: number;
}

export type EvaluationFields = Pick<
  typeof evaluaciones.$inferInsert,
  | 'nombre'
  | 'instrucciones'
  | 'no_intentos'
  | 'calificacion_aprobatoria'
  | 'preguntas_aleatorias'
  | 'respuestas_aleatorias'
  | 'tiempo_limite_minutos'
  | 'mostrar_respuestas'
>;

type Lock = 'update' | 'key share';

/** Finds the course; with a lock, it cannot be deleted until the transaction ends. */
const evaluationColumns = {
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
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select, where `id`
  // inside the subqueries would name their own rows.
  total_preguntas: sql<number>`(
    select count(*)::int from ${evaluacion_preguntas} p
    where p.evaluacion = ${evaluaciones}.id and p.archivada_en is null
  )`,
  total_intentos: sql<number>`(
    select count(*)::int from ${alumno_evaluacion_curso} a where a.evaluacion = ${evaluaciones}.id
  )`,
};

const inUse = (curso: number) =>
  and(eq(evaluaciones.curso, curso), isNull(evaluaciones.archivada_en));

export async function listEvaluations(
  db: Db,
  curso: number,
  page: { limit: number; offset: number },
): Promise<{ rows: EvaluationRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(evaluationColumns)
      .from(evaluaciones)
      .where(inUse(curso))
      .orderBy(asc(evaluaciones.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(evaluaciones).where(inUse(curso)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findEvaluation(db: Db, id: number): Promise<EvaluationRow | undefined> {
  const [row] = await db
    .select(evaluationColumns)
    .from(evaluaciones)
    .where(and(eq(evaluaciones.id, id), isNull(evaluaciones.archivada_en)))
    .limit(1);
  return row;
}

/**
 * Locks an evaluation in use. `update` also waits for, and then blocks, students starting an
 * attempt (their insert takes a key-share lock on it), so "has it attempts?" stays true.
 */
export async function lockEvaluation(tx: Tx, id: number, lock: Lock): Promise<boolean> {
  const rows = await tx
    .select({ id: evaluaciones.id })
    .from(evaluaciones)
    .where(and(eq(evaluaciones.id, id), isNull(evaluaciones.archivada_en)))
    .for(lock);
  return rows.length > 0;
}

export async function insertEvaluation(
  tx: Tx,
  values: EvaluationFields & { curso: number },
): Promise<number> {
  const [row] = await tx.insert(evaluaciones).values(values).returning({ id: evaluaciones.id });
  if (!row) throw new Error('insertEvaluation returned nothing');
  return row.id;
}

export async function updateEvaluation(
  db: Db,
  id: number,
  values: EvaluationFields,
): Promise<boolean> {
  const rows = await db
    .update(evaluaciones)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(evaluaciones.id, id), isNull(evaluaciones.archivada_en)))
    .returning({ id: evaluaciones.id });
  return rows.length > 0;
}

export async function countAttempts(tx: Tx, evaluacion: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(alumno_evaluacion_curso)
    .where(eq(alumno_evaluacion_curso.evaluacion, evaluacion));
  return Number(row?.n ?? 0);
}

export async function archiveEvaluation(tx: Tx, id: number): Promise<void> {
  await tx
    .update(evaluaciones)
    .set({ archivada_en: sql`now()`, updated_at: sql`now()` })
    .where(eq(evaluaciones.id, id));
}

/** Deletes an evaluation without attempts; its questions and options go with it (cascade). */
export async function deleteEvaluation(tx: Tx, id: number): Promise<void> {
  await tx.delete(evaluaciones).where(eq(evaluaciones.id, id));
}

const questionColumns = {
  id: evaluacion_preguntas.id,
  evaluacion: evaluacion_preguntas.evaluacion,
  pregunta: evaluacion_preguntas.pregunta,
  tipo: evaluacion_preguntas.tipo,
  orden: evaluacion_preguntas.orden,
};

export async function listQuestions(db: Db, evaluacion: number): Promise<QuestionRow[]> {
  return db
    .select(questionColumns)
    .from(evaluacion_preguntas)
    .where(
      and(
        eq(evaluacion_preguntas.evaluacion, evaluacion),
        isNull(evaluacion_preguntas.archivada_en),
      ),
    )
    .orderBy(asc(evaluacion_preguntas.orden), asc(evaluacion_preguntas.id));
}

/** A question in use, of an evaluation in use. */
export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select(questionColumns)
    .from(evaluacion_preguntas)
    .innerJoin(evaluaciones, eq(evaluaciones.id, evaluacion_preguntas.evaluacion))
    .where(
      and(
        eq(evaluacion_preguntas.id, id),
        isNull(evaluacion_preguntas.archivada_en),
        isNull(evaluaciones.archivada_en),
      ),
    )
    .limit(1);
  return row;
}

/** The options of many questions in one query, in order. */
export async function listOptions(db: Db, preguntas: number[]): Promise<OptionRow[]> {
  if (preguntas.length === 0) return [];
  return db
    .select({
      id: evaluacion_respuestas.id,
      pregunta: evaluacion_respuestas.pregunta,
      respuesta: evaluacion_respuestas.respuesta,
      correcta: evaluacion_respuestas.correcta,
    })
    .from(evaluacion_respuestas)
    .where(inArray(evaluacion_respuestas.pregunta, preguntas))
    .orderBy(asc(evaluacion_respuestas.orden), asc(evaluacion_respuestas.id));
}

/** Questions in use and the last position, to append a new question. */
export async function questionStats(
  tx: Tx,
  evaluacion: number,
): Promise<{ enUso: number; ultimoOrden: number }> {
  const [row] = await tx
    .select({
      enUso: sql<number>`count(*) filter (where ${evaluacion_preguntas.archivada_en} is null)::int`,
      ultimoOrden: max(evaluacion_preguntas.orden),
    })
    .from(evaluacion_preguntas)
    .where(eq(evaluacion_preguntas.evaluacion, evaluacion));
  return { enUso: Number(row?.enUso ?? 0), ultimoOrden: Number(row?.ultimoOrden ?? 0) };
}

export async function insertQuestion(
  tx: Tx,
  values: { evaluacion: number; pregunta: string; tipo: number; orden: number },
): Promise<number> {
  const [row] = await tx
    .insert(evaluacion_preguntas)
    .values(values)
    .returning({ id: evaluacion_preguntas.id });
  if (!row) throw new Error('insertQuestion returned nothing');
  return row.id;
}

export async function updateQuestion(
  tx: Tx,
  id: number,
  values: { pregunta: string; tipo: number },
): Promise<void> {
  await tx.update(evaluacion_preguntas).set(values).where(eq(evaluacion_preguntas.id, id));
}

/** Locks a question in use (and so its options) until the transaction ends. */
export async function lockQuestion(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .select(questionColumns)
    .from(evaluacion_preguntas)
    .where(and(eq(evaluacion_preguntas.id, id), isNull(evaluacion_preguntas.archivada_en)))
    .for('update');
  return row;
}

export async function optionIdsOf(tx: Tx, pregunta: number): Promise<number[]> {
  const rows = await tx
    .select({ id: evaluacion_respuestas.id })
    .from(evaluacion_respuestas)
    .where(eq(evaluacion_respuestas.pregunta, pregunta));
  return rows.map((r) => r.id);
}

export async function insertOptions(
  tx: Tx,
  pregunta: number,
  options: { respuesta: string; correcta: number; orden: number }[],
): Promise<void> {
  if (options.length === 0) return;
  await tx.insert(evaluacion_respuestas).values(options.map((o) => ({ ...o, pregunta })));
}

export async function updateOption(
  tx: Tx,
  pregunta: number,
  id: number,
  values: { respuesta: string; correcta: number; orden: number },
): Promise<void> {
  await tx
    .update(evaluacion_respuestas)
    .set(values)
    .where(and(eq(evaluacion_respuestas.id, id), eq(evaluacion_respuestas.pregunta, pregunta)));
}

/** Removes the question's options that are not in `keep`. */
export async function deleteOptionsExcept(tx: Tx, pregunta: number, keep: number[]): Promise<void> {
  await tx
    .delete(evaluacion_respuestas)
    .where(
      keep.length > 0
        ? and(
            eq(evaluacion_respuestas.pregunta, pregunta),
            notInArray(evaluacion_respuestas.id, keep),
          )
        : eq(evaluacion_respuestas.pregunta, pregunta),
    );
}

export async function archiveQuestion(tx: Tx, id: number): Promise<void> {
  await tx
    .update(evaluacion_preguntas)
    .set({ archivada_en: sql`now()` })
    .where(eq(evaluacion_preguntas.id, id));
}

/** Deletes a question no attempt has seen; its options go with it (cascade). */
export async function deleteQuestion(tx: Tx, id: number): Promise<void> {
  await tx.delete(evaluacion_preguntas).where(eq(evaluacion_preguntas.id, id));
}
