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
import { issueCertificateIfCompleted } from '../certificates/index';
import * as repo from './learning.repository';
import { findEnrolmentOpeningLesson } from './lesson-visit.repository';
import {
  type AcademyContact,
  INSCRIPCION_AJENA,
  INSCRIPCION_INACTIVA,
  INSCRIPCION_NO_ENCONTRADA,
  inscripcionPendiente,
  inscripcionRechazada,
  LECCION_DESAPARECIDA,
  NO_INSCRITO,
  PRUEBA_SOLO_LECCIONES,
  SUBTEMA_NO_ENCONTRADO,
} from './messages';

/** The caller now: what the enrolment rules are checked with (`enrolmentRefusalSql`). */
export const callerNow = (user: AuthUser): repo.Caller => ({ alumno: user.id, ahora: new Date() });

/**
 * What the enrolment checks need: the database, and the academy's contact that a pending or
 * rejected enrolment's refusal names (an AppContext is one).
 */
export type EnrolmentReader = { db: Db; config: AcademyContact };

/** What a check lets through besides an enrolment the rules accept outright. */
type Allowance = {
  /** The 403 for an enrolment that is not the caller's (or none at all). */
  ajena: string;
  /** An ended access period is refused (content calls); past grades stay readable without. */
  access: boolean;
  /** A trial's lessons: only learning's own lesson calls open to a trial (decision 017). */
  trial: boolean;
};

/**
 * The refusals, as the rules read with the enrolment say (`rechazo`). A trial is refused by
 * its mark even once its access ended, so a past trial shows no evaluations either.
 */
function check<E extends repo.Enrolment>(
  enrolment: E | undefined,
  contact: AcademyContact,
  allow: Allowance,
): E {
  if (!enrolment || enrolment.rechazo === 'ajena') throw forbidden(allow.ajena);
  if (enrolment.rechazo === 'inactiva') throw forbidden(INSCRIPCION_INACTIVA);
  if (enrolment.rechazo === 'rechazada') throw forbidden(inscripcionRechazada(contact));
  if (enrolment.rechazo === 'pendiente') throw forbidden(inscripcionPendiente(contact));
  if (allow.access && enrolment.rechazo === 'acceso_terminado') throw forbidden(ACCESO_TERMINADO);
  if (!allow.trial && enrolment.prueba) throw forbidden(PRUEBA_SOLO_LECCIONES);
  return enrolment;
}

/**
 * The enrolment check of every student call that works in an enrolment (decision 015's hot
 * path): the refusals, then the enrolment's last activity, written only when the read says it
 * is 5 minutes old or missing, so the usual call keeps its statements.
 */
async function admit<E extends repo.Enrolment>(
  reader: EnrolmentReader,
  enrolment: E | undefined,
  who: repo.Caller,
  allow: Allowance,
): Promise<E> {
  const admitted = check(enrolment, reader.config, allow);
  if (!admitted.actividad_reciente) await repo.recordActivity(reader.db, admitted.id, who.ahora);
  return admitted;
}

const OWN = { ajena: INSCRIPCION_AJENA, access: false, trial: false };
const OWN_WITH_ACCESS = { ajena: INSCRIPCION_AJENA, access: true, trial: false };
const IN_COURSE_WITH_ACCESS = { ajena: NO_INSCRITO, access: true, trial: false };

/**
 * The caller's own enrolment, active and confirmed, not a trial. A stranger's id gets the same
 * 403 whether it exists or not, so ids cannot be probed.
 */
export async function ownEnrolment(
  reader: EnrolmentReader,
  user: AuthUser,
  by: { id: number } | { unique_id: string },
): Promise<repo.Enrolment> {
  const who = callerNow(user);
  return admit(reader, await repo.findEnrolment(reader.db, by, who), who, OWN);
}

/** As `ownEnrolment`, and its access period must still be open (content calls). */
export async function ownEnrolmentWithAccess(
  reader: EnrolmentReader,
  user: AuthUser,
  by: { id: number } | { unique_id: string },
): Promise<repo.Enrolment> {
  const who = callerNow(user);
  return admit(reader, await repo.findEnrolment(reader.db, by, who), who, OWN_WITH_ACCESS);
}

/**
 * The refusals of `ownEnrolmentWithAccess`, on an enrolment read with more columns (read for
 * the caller, with `enrolmentColumns`).
 */
export function checkOwnWithAccess<E extends repo.Enrolment>(
  enrolment: E | undefined,
  contact: AcademyContact,
): E {
  return check(enrolment, contact, OWN_WITH_ACCESS);
}

/** `checkOwnWithAccess`, and the enrolment's last activity recorded as every check does. */
export function admitOwnWithAccess<E extends repo.Enrolment>(
  reader: EnrolmentReader,
  enrolment: E | undefined,
  who: repo.Caller,
): Promise<E> {
  return admit(reader, enrolment, who, OWN_WITH_ACCESS);
}

/** The caller's active, confirmed enrolment in a course, with its access open; not a trial. */
export async function enrolmentInCourseWithAccess(
  reader: EnrolmentReader,
  user: AuthUser,
  curso: number,
): Promise<repo.Enrolment> {
  const who = callerNow(user);
  return admit(
    reader,
    await repo.findStudentEnrolmentInCourse(reader.db, who, curso),
    who,
    IN_COURSE_WITH_ACCESS,
  );
}

// The lessons: the same rules, and a trial's open 7 days pass too.
const LESSONS_OWN = { ...OWN, trial: true };
const LESSONS_OWN_WITH_ACCESS = { ...OWN_WITH_ACCESS, trial: true };
const LESSONS_IN_COURSE = { ...IN_COURSE_WITH_ACCESS, trial: true };

/** A course's outline, kept until its content is edited (decision 015). */
export function courseOutline(ctx: AppContext, curso: number) {
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

/** The access as the answers show it, open when the enrolment rules open its lessons now. */
const acceso = (e: { acceso_hasta: Date; rechazo: repo.EnrolmentRefusal | null }) => ({
  acceso_hasta: e.acceso_hasta.toISOString(),
  acceso_vigente: e.rechazo === null || e.rechazo === 'prueba',
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
    ultimo_subtema: r.ultimo_subtema,
    ...acceso(r),
    pendiente: r.estado === 'pendiente',
    prueba: r.prueba,
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
  const who = callerNow(user);
  const { terminados, ...enrolment } = await admit(
    ctx,
    await repo.findEnrolment(ctx.db, by, who),
    who,
    LESSONS_OWN,
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
 * only when there is no `siguiente`. Backwards alike: the previous topic's last subtopic
 * (`anteriorTemaSubtema`), which 'Anterior' opens when there is no `anterior`.
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
  const previousTopic = topics
    .slice(0, Math.max(ti, 0))
    .reverse()
    .find((t) => t.subtemas.length > 0);
  return {
    anterior,
    siguiente,
    siguienteTemaSubtema: nextTopic?.subtemas[0]?.id ?? 0,
    anteriorTemaSubtema: previousTopic?.subtemas.at(-1)?.id ?? 0,
  };
}

export async function getSubtema(
  ctx: AppContext,
  user: AuthUser,
  input: { subtema: number; curso: number },
) {
  const who = callerNow(user);
  const enrolment =
    user.role === 'admin'
      ? null
      : await admit(
          ctx,
          // The same read records the lesson as the last one opened ('Continuar').
          await findEnrolmentOpeningLesson(ctx.db, who, input.curso, input.subtema),
          who,
          LESSONS_IN_COURSE,
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
  const who = callerNow(user);
  const enrolment = await admit(
    ctx,
    await repo.findEnrolment(ctx.db, { id: input.alumno_curso }, who),
    who,
    LESSONS_OWN_WITH_ACCESS,
  );
  const subtopic = await cachedLesson(ctx, input.subtema);
  if (!subtopic || subtopic.curso !== enrolment.curso) throw notFound(SUBTEMA_NO_ENCONTRADO);
  await refusingVanished(LECCION_DESAPARECIDA, () =>
    repo.insertCompletion(ctx.db, enrolment.id, subtopic.id),
  );
  // The last lesson may complete the course: its automatic certificate (decision 018). A
  // trial's lessons earn none: certificates are not part of a trial (decision 017).
  if (!enrolment.prueba) await issueCertificateIfCompleted(ctx, user, enrolment.id);
  return { terminado: 1 as const, avance: await repo.progressOf(ctx.db, enrolment.id) };
}

/** A lesson of a course the student may watch now. */
async function watchableSubtopic(ctx: AppContext, user: AuthUser, subtema: number) {
  const subtopic = await cachedLesson(ctx, subtema);
  if (!subtopic) throw notFound(SUBTEMA_NO_ENCONTRADO);
  const who = callerNow(user);
  await admit(
    ctx,
    await repo.findStudentEnrolmentInCourse(ctx.db, who, subtopic.curso),
    who,
    LESSONS_IN_COURSE,
  );
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
