import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  cursos,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
  grupos,
  materiales,
  quiz_preguntas,
  quizzes,
  subtemas,
  temas,
} from '../../db/schema/index';

/** The whole course row, locked against enrolments, copies and state changes until commit. */
export async function lockForDelete(db: Db, id: number) {
  const [row] = await db
    .select({ nombre: cursos.nombre, estado: cursos.estado })
    .from(cursos)
    .where(eq(cursos.id, id))
    .for('update');
  return row;
}

/** Whether the course has an enrolment (any state) or a group (which carries payments). */
export async function hasStudentRecords(db: Db, curso: number): Promise<boolean> {
  const [[enrolment], [group]] = await Promise.all([
    db
      .select({ id: alumno_curso.id })
      .from(alumno_curso)
      .where(eq(alumno_curso.curso, curso))
      .limit(1),
    db.select({ id: grupos.id }).from(grupos).where(eq(grupos.curso, curso)).limit(1),
  ]);
  return enrolment !== undefined || group !== undefined;
}

/** Every stored file of the course: its images, its lessons' images and videos, materials. */
export async function filesOf(db: Db, curso: number): Promise<string[]> {
  const [images, lessons, materials] = await Promise.all([
    db
      .select({ a: cursos.imagen, b: cursos.imagen_miniatura })
      .from(cursos)
      .where(eq(cursos.id, curso)),
    db
      .select({ a: subtemas.imagen, b: subtemas.video })
      .from(subtemas)
      .innerJoin(temas, eq(temas.id, subtemas.tema))
      .where(eq(temas.curso, curso)),
    db
      .select({ a: materiales.archivo })
      .from(materiales)
      .innerJoin(subtemas, eq(subtemas.id, materiales.subtema))
      .innerJoin(temas, eq(temas.id, subtemas.tema))
      .where(eq(temas.curso, curso)),
  ]);
  return [...images, ...lessons]
    .flatMap((r) => [r.a, r.b])
    .concat(materials.map((m) => m.a))
    .filter((f): f is string => f !== null);
}

/** Deletes the course; its content (topics, lessons, quizzes, forums, evaluations) cascades. */
export async function deleteCourse(db: Db, id: number) {
  await db.delete(cursos).where(eq(cursos.id, id));
}

/** What a copy of the course is made of, read in a fixed number of statements. */
export async function readForCopy(db: Db, curso: number) {
  const [course] = await db.select().from(cursos).where(eq(cursos.id, curso));
  if (!course) return undefined;
  const topics = await db.select().from(temas).where(eq(temas.curso, curso)).orderBy(asc(temas.id));
  const topicIds = topics.map((t) => t.id);
  const lessons = topicIds.length
    ? await db
        .select()
        .from(subtemas)
        .where(inArray(subtemas.tema, topicIds))
        .orderBy(asc(subtemas.id))
    : [];
  const lessonIds = lessons.map((s) => s.id);
  const [materials, quizRows] = lessonIds.length
    ? await Promise.all([
        db
          .select()
          .from(materiales)
          .where(inArray(materiales.subtema, lessonIds))
          .orderBy(asc(materiales.id)),
        db
          .select()
          .from(quizzes)
          .where(inArray(quizzes.subtema, lessonIds))
          .orderBy(asc(quizzes.id)),
      ])
    : [[], []];
  const quizQuestions = quizRows.length
    ? await db
        .select()
        .from(quiz_preguntas)
        .where(
          inArray(
            quiz_preguntas.quiz,
            quizRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(quiz_preguntas.id))
    : [];
  // Archived evaluations and questions were withdrawn; a copy starts with what is in use.
  const exams = await db
    .select()
    .from(evaluaciones)
    .where(and(eq(evaluaciones.curso, curso), isNull(evaluaciones.archivada_en)))
    .orderBy(asc(evaluaciones.id));
  const questions = exams.length
    ? await db
        .select()
        .from(evaluacion_preguntas)
        .where(
          and(
            inArray(
              evaluacion_preguntas.evaluacion,
              exams.map((e) => e.id),
            ),
            isNull(evaluacion_preguntas.archivada_en),
          ),
        )
        .orderBy(asc(evaluacion_preguntas.id))
    : [];
  const options = questions.length
    ? await db
        .select()
        .from(evaluacion_respuestas)
        .where(
          inArray(
            evaluacion_respuestas.pregunta,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(evaluacion_respuestas.id))
    : [];
  return { course, topics, lessons, materials, quizRows, quizQuestions, exams, questions, options };
}

export type CourseCopySource = NonNullable<Awaited<ReturnType<typeof readForCopy>>>;

/**
 * Inserts rows in one statement and answers their new ids in the order of `rows`: a serial
 * hands out increasing values in the order of one INSERT's rows, so sorting what it returns
 * pairs each row with its id.
 */
async function insertAll<T extends { id: number }>(
  rows: readonly unknown[],
  insert: () => Promise<T[]>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await insert();
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

/** A map from each source row's id to its copy's id. */
function pair(source: readonly { id: number }[], ids: readonly number[]): Map<number, number> {
  return new Map(source.map((row, i) => [row.id, ids[i] as number]));
}

function mapped(map: Map<number, number>, id: number): number {
  const to = map.get(id);
  if (to === undefined) throw new Error(`copy lost row ${id}`);
  return to;
}

/**
 * Writes the copy: the course row given in `course`, then each level of its content with one
 * INSERT, ids remapped. `file` gives each stored file's copy (null: the file was missing).
 */
export async function insertCopy(
  db: Db,
  source: CourseCopySource,
  course: typeof cursos.$inferInsert,
  file: (path: string) => string | null,
): Promise<number> {
  const [created] = await db.insert(cursos).values(course).returning({ id: cursos.id });
  if (!created) throw new Error('insert returned nothing');
  const { topics, lessons, materials, quizRows, quizQuestions, exams, questions, options } = source;

  const topicMap = pair(
    topics,
    await insertAll(topics, () =>
      db
        .insert(temas)
        .values(topics.map((t) => ({ curso: created.id, nombre: t.nombre, orden: t.orden })))
        .returning({ id: temas.id }),
    ),
  );
  const lessonMap = pair(
    lessons,
    await insertAll(lessons, () =>
      db
        .insert(subtemas)
        .values(
          lessons.map((s) => ({
            tema: mapped(topicMap, s.tema),
            nombre: s.nombre,
            orden: s.orden,
            nota: s.nota,
            imagen: s.imagen && file(s.imagen),
            video: s.video && file(s.video),
          })),
        )
        .returning({ id: subtemas.id }),
    ),
  );
  // The editor's explicit previous/next links point at the copy's own lessons.
  const links = lessons.filter((s) => s.leccion_anterior !== null || s.leccion_siguiente !== null);
  if (links.length > 0) {
    const link = (id: number | null) => (id === null ? null : (lessonMap.get(id) ?? null));
    const values: SQL[] = links.map(
      (s) =>
        sql`(${mapped(lessonMap, s.id)}::int, ${link(s.leccion_anterior)}::int, ${link(s.leccion_siguiente)}::int)`,
    );
    await db.execute(sql`
      update ${subtemas} set leccion_anterior = v.anterior, leccion_siguiente = v.siguiente
      from (values ${sql.join(values, sql`, `)}) as v(id, anterior, siguiente)
      where ${subtemas.id} = v.id`);
  }
  const copiedMaterials = materials.flatMap((m) => {
    const archivo = file(m.archivo);
    return archivo === null
      ? []
      : [{ subtema: mapped(lessonMap, m.subtema), nombre: m.nombre, archivo }];
  });
  if (copiedMaterials.length > 0) await db.insert(materiales).values(copiedMaterials);

  const quizMap = pair(
    quizRows,
    await insertAll(quizRows, () =>
      db
        .insert(quizzes)
        .values(quizRows.map((q) => ({ subtema: mapped(lessonMap, q.subtema), nombre: q.nombre })))
        .returning({ id: quizzes.id }),
    ),
  );
  if (quizQuestions.length > 0) {
    await db
      .insert(quiz_preguntas)
      .values(
        quizQuestions.map(({ id: _id, quiz, ...q }) => ({ ...q, quiz: mapped(quizMap, quiz) })),
      );
  }

  const examMap = pair(
    exams,
    await insertAll(exams, () =>
      db
        .insert(evaluaciones)
        .values(
          exams.map(({ id: _id, created_at: _c, updated_at: _u, ...e }) => ({
            ...e,
            curso: created.id,
          })),
        )
        .returning({ id: evaluaciones.id }),
    ),
  );
  const questionMap = pair(
    questions,
    await insertAll(questions, () =>
      db
        .insert(evaluacion_preguntas)
        .values(
          questions.map(({ id: _id, evaluacion, ...q }) => ({
            ...q,
            evaluacion: mapped(examMap, evaluacion),
          })),
        )
        .returning({ id: evaluacion_preguntas.id }),
    ),
  );
  if (options.length > 0) {
    await db.insert(evaluacion_respuestas).values(
      options.map(({ id: _id, pregunta, ...o }) => ({
        ...o,
        pregunta: mapped(questionMap, pregunta),
      })),
    );
  }
  return created.id;
}
