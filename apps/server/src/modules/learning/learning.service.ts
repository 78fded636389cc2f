import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import { SIN_SIGUIENTE } from '@academia/contract/learning/get-subtema';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { cachedRead } from '../../platform/cache/cached-read';
import { refusingVanished } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { forbidden, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import * as repo from './learning.repository';
import {
  INSCRIPCION_AJENA,
  INSCRIPCION_INACTIVA,
  INSCRIPCION_NO_ENCONTRADA,
  LECCION_DESAPARECIDA,
  NO_INSCRITO,
  SUBTEMA_NO_ENCONTRADO,
} from './messages';

/** The caller now: what the enrolment rules are checked with (`enrolmentRefusalSql`). */
export const callerNow = (user: AuthUser): repo.Caller => ({ alumno: user.id, ahora: new Date() });

/**
 * The caller's own enrolment, active. A stranger's id gets the same 403 whether it exists or
 * not, so ids cannot be probed.
 */
export async function ownEnrolment(
  db: Db,
  user: AuthUser,
  by: { id: number } | { unique_id: string },
): Promise<repo.Enrolment> {
  return checkOwn(await repo.findEnrolment(db, by, callerNow(user)));
}

/** The refusals of `ownEnrolment`, as the rules read with the enrolment say. */
function checkOwn<E extends repo.Enrolment>(enrolment: E | undefined): E {
  if (!enrolment || enrolment.rechazo === 'ajena') throw forbidden(INSCRIPCION_AJENA);
  if (enrolment.rechazo === 'inactiva') throw forbidden(INSCRIPCION_INACTIVA);
  return enrolment;
}

/** As `ownEnrolment`, and its access period must still be open (content calls). */
export async function ownEnrolmentWithAccess(
  db: Db,
  user: AuthUser,
  by: { id: number } | { unique_id: string },
): Promise<repo.Enrolment> {
  return checkOwnWithAccess(await repo.findEnrolment(db, by, callerNow(user)));
}

/**
 * The refusals of `ownEnrolmentWithAccess`, on an enrolment read with more columns (read for
 * the caller, with `enrolmentColumns`).
 */
export function checkOwnWithAccess<E extends repo.Enrolment>(enrolment: E | undefined): E {
  const own = checkOwn(enrolment);
  if (own.rechazo === 'acceso_terminado') throw forbidden(ACCESO_TERMINADO);
  return own;
}

/** The caller's active enrolment in a course, with its access open. */
export async function enrolmentInCourseWithAccess(
  db: Db,
  user: AuthUser,
  curso: number,
): Promise<repo.Enrolment> {
  return checkInCourseWithAccess(
    await repo.findStudentEnrolmentInCourse(db, callerNow(user), curso),
  );
}

function checkInCourseWithAccess<E extends repo.Enrolment>(enrolment: E | undefined): E {
  if (!enrolment || enrolment.rechazo === 'ajena') throw forbidden(NO_INSCRITO);
  if (enrolment.rechazo === 'inactiva') throw forbidden(INSCRIPCION_INACTIVA);
  if (enrolment.rechazo === 'acceso_terminado') throw forbidden(ACCESO_TERMINADO);
  return enrolment;
}

/** A course's outline, kept until its content is edited (decision 015). */
function courseOutline(ctx: AppContext, curso: number) {
  return cachedRead(ctx.cache, `outline ${curso}`, repo.COURSE_CONTENT_TABLES, () =>
    repo.findOutline(ctx.db, curso),
  );
}

/** A lesson with its materials and quizzes, kept until the course's content is edited. */
function cachedLesson(ctx: AppContext, subtema: number) {
  return cachedRead(ctx.cache, `lesson ${subtema}`, repo.COURSE_CONTENT_TABLES, () =>
    repo.findLesson(ctx.db, subtema),
  );
}

/** The outline with 1 for each lesson the enrolment finished. */
export function withStatus(outline: readonly repo.OutlineTopic[], finished: readonly number[]) {
  const done = new Set(finished);
  return outline.map((t) => ({
    id: t.id,
    nombre: t.nombre,
    subtemas: t.subtemas.map((s) => ({
      id: s.id,
      nombre: s.nombre,
      estatus: done.has(s.id) ? 1 : 0,
    })),
  }));
}

/** The access as the answers show it, open when the enrolment rules accept it now. */
const acceso = (e: { acceso_hasta: Date; rechazo: repo.EnrolmentRefusal | null }) => ({
  acceso_hasta: e.acceso_hasta.toISOString(),
  acceso_vigente: e.rechazo === null,
});

export async function getCursosAlumno(ctx: AppContext, user: AuthUser) {
  const rows = await repo.listActiveEnrolments(ctx.db, callerNow(user));
  return rows.map((r) => ({
    id_curso: r.curso,
    slug_curso: r.slug,
    unique_id: r.unique_id,
    alumno_curso: r.id,
    nombre: r.nombre,
    imagen_curso: r.imagen,
    avance: r.avance,
    ...acceso(r),
  }));
}

/**
 * Percent of the outline's subtopics finished, rounded down: the same figure as `avanceSql`,
 * from rows the caller already has.
 */
export function progressOfOutline(topics: { subtemas: { estatus: number }[] }[]): number {
  const lessons = topics.flatMap((t) => t.subtemas);
  if (lessons.length === 0) return 0;
  const done = lessons.filter((s) => s.estatus === 1).length;
  return Math.min(100, Math.floor((100 * done) / lessons.length));
}

/** Where the student goes on: the first lesson not finished, else the course's first lesson. */
function currentLesson(
  topics: readonly { id: number; subtemas: { id: number; estatus: number }[] }[],
) {
  let first: { subtema: number; tema: number } | undefined;
  for (const t of topics) {
    for (const s of t.subtemas) {
      if (s.estatus === 0) return { subtema: s.id, tema: t.id };
      first ??= { subtema: s.id, tema: t.id };
    }
  }
  return first;
}

export async function getTemasCurso(
  ctx: AppContext,
  user: AuthUser,
  input: { curso: number; alumno_curso: string | number },
) {
  const by =
    typeof input.alumno_curso === 'number'
      ? { id: input.alumno_curso }
      : { unique_id: input.alumno_curso };
  const { terminados, ...enrolment } = checkOwn(
    await repo.findEnrolment(ctx.db, by, callerNow(user)),
  );
  if (enrolment.curso !== input.curso) throw forbidden(INSCRIPCION_AJENA);
  const content = withStatus(await courseOutline(ctx, enrolment.curso), terminados);
  const current = currentLesson(content);
  return {
    content,
    dataCurso: {
      id: enrolment.curso,
      nombre: enrolment.nombre,
      slug: enrolment.slug,
      imagen: enrolment.imagen,
      alumno_curso: enrolment.id,
      unique_id: enrolment.unique_id,
      ...acceso(enrolment),
    },
    avance: progressOfOutline(content),
    subtemaActual: current?.subtema ?? 0,
    temaActivo: current?.tema ?? 0,
  };
}

/**
 * Previous and next lesson of a subtopic by the spec's sentinels. Within its topic by `orden`;
 * the lesson editor's explicit links win when they point inside the same course. The next
 * topic's first subtopic is offered whatever `siguiente` is; the screen shows 'Siguiente Tema'
 * only when there is no `siguiente`.
 */
export function neighbours(
  topics: { id: number; subtemas: { id: number }[] }[],
  subtopic: {
    id: number;
    tema: number;
    leccion_anterior: number | null;
    leccion_siguiente: number | null;
  },
) {
  const inCourse = new Set(topics.flatMap((t) => t.subtemas.map((s) => s.id)));
  const ti = topics.findIndex((t) => t.id === subtopic.tema);
  const siblings = topics[ti]?.subtemas ?? [];
  const si = siblings.findIndex((s) => s.id === subtopic.id);
  const explicit = (id: number | null) => (id !== null && inCourse.has(id) ? id : undefined);
  const anterior = explicit(subtopic.leccion_anterior) ?? siblings[si - 1]?.id ?? 0;
  const siguiente = explicit(subtopic.leccion_siguiente) ?? siblings[si + 1]?.id ?? SIN_SIGUIENTE;
  const nextTopic = topics.slice(ti + 1).find((t) => t.subtemas.length > 0);
  return { anterior, siguiente, siguienteTemaSubtema: nextTopic?.subtemas[0]?.id ?? 0 };
}

export async function getSubtema(
  ctx: AppContext,
  user: AuthUser,
  input: { subtema: number; curso: number },
) {
  const enrolment =
    user.role === 'admin'
      ? null
      : checkInCourseWithAccess(
          await repo.findStudentEnrolmentInCourse(ctx.db, callerNow(user), input.curso),
        );
  const [lesson, outline] = await Promise.all([
    cachedLesson(ctx, input.subtema),
    courseOutline(ctx, input.curso),
  ]);
  if (!lesson || lesson.curso !== input.curso) throw notFound(SUBTEMA_NO_ENCONTRADO);
  const { curso: _curso, materiales, quizzes, ...content } = lesson;
  // Signed after the access check and after the shared cache, for this caller only.
  const sign = (file: string) => ctx.storage.signer.sign(file, user.id);
  return {
    content: {
      ...content,
      video: content.video && sign(content.video),
      imagen: content.imagen && sign(content.imagen),
    },
    materiales: materiales.map((m) => ({ ...m, archivo: sign(m.archivo) })),
    quizzes,
    ...neighbours(outline, lesson),
    terminado: enrolment?.terminados.includes(lesson.id) ? 1 : 0,
    temaActivo: lesson.tema,
  };
}

export async function marcarComoCompletado(
  ctx: AppContext,
  user: AuthUser,
  input: { subtema: number; alumno_curso: number },
) {
  const enrolment = await ownEnrolmentWithAccess(ctx.db, user, { id: input.alumno_curso });
  const subtopic = await cachedLesson(ctx, input.subtema);
  if (!subtopic || subtopic.curso !== enrolment.curso) throw notFound(SUBTEMA_NO_ENCONTRADO);
  await refusingVanished(LECCION_DESAPARECIDA, () =>
    repo.insertCompletion(ctx.db, enrolment.id, subtopic.id),
  );
  return { terminado: 1 as const, avance: await repo.progressOf(ctx.db, enrolment.id) };
}

/** A lesson of a course the student may watch now. */
async function watchableSubtopic(ctx: AppContext, user: AuthUser, subtema: number) {
  const subtopic = await cachedLesson(ctx, subtema);
  if (!subtopic) throw notFound(SUBTEMA_NO_ENCONTRADO);
  await enrolmentInCourseWithAccess(ctx.db, user, subtopic.curso);
  return subtopic;
}

export async function getPosicionVideo(ctx: AppContext, user: AuthUser, subtema: number) {
  await watchableSubtopic(ctx, user, subtema);
  return (
    (await repo.findVideoPosition(ctx.db, user.id, subtema)) ?? { segundos: 0, duracion: null }
  );
}

export async function guardarPosicionVideo(
  ctx: AppContext,
  user: AuthUser,
  input: { subtema: number; segundos: number; duracion?: number },
) {
  await watchableSubtopic(ctx, user, input.subtema);
  const row = await refusingVanished(LECCION_DESAPARECIDA, () =>
    repo.upsertVideoPosition(ctx.db, {
      alumno: user.id,
      subtema: input.subtema,
      segundos: input.segundos,
      duracion: input.duracion ?? null,
    }),
  );
  return row ?? { segundos: input.segundos, duracion: input.duracion ?? null };
}

/** A calendar day means until the end of that day (UTC); a moment is taken as given. */
export function accessEnd(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export async function extenderAccesoAlumnoCurso(
  ctx: AppContext,
  actor: AuthUser,
  input: { alumno_curso: number; acceso_hasta: string },
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.setAccessUntil(
      tx,
      input.alumno_curso,
      accessEnd(input.acceso_hasta),
      new Date(),
    );
    if (!row?.acceso_hasta) throw notFound(INSCRIPCION_NO_ENCONTRADA);
    await recordAudit(tx, actor, {
      accion: 'actualizar',
      entidad: 'alumno_curso',
      entidad_id: row.id,
      detalles: { acceso_hasta: row.acceso_hasta.toISOString() },
    });
    return {
      id: row.id,
      acceso_hasta: row.acceso_hasta.toISOString(),
      acceso_vigente: row.acceso_vigente,
    };
  });
}
