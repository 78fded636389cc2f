import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { findLesson, topicWithCourse } from './lessons.repository';
import { ORDEN_MEZCLADO, SUBTEMA_NO_ENCONTRADO, TEMA_NO_ENCONTRADO } from './messages';
import * as repo from './topics.repository';

export async function courseData(ctx: AppContext, curso: number) {
  const data = await repo.courseData(ctx.db, curso);
  if (!data) throw notFound(CURSO_NO_ENCONTRADO);
  return data;
}

export async function topicsWithSubtopics(ctx: AppContext, curso: number) {
  const dataCurso = await courseData(ctx, curso);
  return { content: await repo.topicsWithSubtopics(ctx.db, curso), dataCurso };
}

export async function getTopic(ctx: AppContext, id: number) {
  const topic = await repo.findTopic(ctx.db, id);
  if (!topic) throw notFound(TEMA_NO_ENCONTRADO);
  return { id: topic.id, nombre: topic.nombre, orden: topic.orden };
}

/** The topic's and its course's names, for an audit entry in words. */
async function namesOf(tx: Tx, tema: number) {
  const row = await topicWithCourse(tx, tema);
  return { tema: row?.tema.nombre, curso: row?.dataCurso.nombre };
}

export function addTopic(ctx: AppContext, user: AuthUser, curso: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.lockCourse(tx, curso))) throw notFound(CURSO_NO_ENCONTRADO);
    const row = await repo.insertTopic(tx, curso, nombre);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'temas',
      entidad_id: row.id,
      detalles: await namesOf(tx, row.id),
    });
    return row;
  });
}

export function renameTopic(ctx: AppContext, user: AuthUser, id: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const before = await repo.findTopic(tx, id, true);
    const row = before && (await repo.renameTopic(tx, id, nombre));
    if (!before || !row) throw notFound(TEMA_NO_ENCONTRADO);
    const { curso } = await namesOf(tx, id);
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'temas',
      entidad_id: id,
      detalles: { tema: { antes: before.nombre, despues: row.nombre }, curso },
    });
    return row;
  });
}

export function addSubtopic(ctx: AppContext, user: AuthUser, tema: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.findTopic(tx, tema, true))) throw notFound(TEMA_NO_ENCONTRADO);
    const row = await repo.insertSubtopic(tx, tema, nombre);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'subtemas',
      entidad_id: row.id,
      detalles: { leccion: row.nombre, ...(await namesOf(tx, tema)) },
    });
    return row;
  });
}

function removeAfterCommit(ctx: AppContext, files: string[]) {
  return () => Promise.all(files.map((f) => ctx.storage.remove(f)));
}

/**
 * Deletes a lesson with its materials and quizzes. Students' completions of it go by cascade,
 * so their progress is counted over the lessons that remain and never passes 100 %.
 */
export function removeSubtopic(ctx: AppContext, user: AuthUser, id: number) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const lesson = await repo.findSubtopic(tx, id);
    if (!lesson) throw notFound(SUBTEMA_NO_ENCONTRADO);
    await repo.findTopic(tx, lesson.tema, true);
    const nombre = (await findLesson(tx, id))?.nombre;
    await recordAudit(tx, user, {
      accion: 'eliminar',
      entidad: 'subtemas',
      entidad_id: id,
      detalles: { leccion: nombre, ...(await namesOf(tx, lesson.tema)) },
    });
    const files = await repo.filesOfSubtopics(tx, [id]);
    await repo.deleteSubtopic(tx, id);
    await repo.renumberSubtopics(tx, lesson.tema);
    onCommit(removeAfterCommit(ctx, files));
    return { id };
  });
}

export function removeTopic(ctx: AppContext, user: AuthUser, id: number) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const topic = await repo.findTopic(tx, id, true);
    if (!topic) throw notFound(TEMA_NO_ENCONTRADO);
    await repo.lockCourse(tx, topic.curso);
    await recordAudit(tx, user, {
      accion: 'eliminar',
      entidad: 'temas',
      entidad_id: id,
      detalles: await namesOf(tx, id),
    });
    const files = await repo.filesOfSubtopics(tx, await repo.subtopicIdsOfTopic(tx, id));
    await repo.deleteTopic(tx, id);
    await repo.renumberTopics(tx, topic.curso);
    onCommit(removeAfterCommit(ctx, files));
    return { id };
  });
}

type Positions = { id: number; orden: number }[];

/** Checks that every id exists and that all share one parent, with the rows locked. */
function checkOneList(
  rows: { id: number; parent: number }[],
  items: Positions,
  missing: string,
): void {
  if (rows.length !== items.length) throw notFound(missing);
  if (new Set(rows.map((r) => r.parent)).size !== 1) throw badRequest(ORDEN_MEZCLADO);
}

export function reorderSubtopics(ctx: AppContext, items: Positions) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const ids = items.map((i) => i.id);
    checkOneList(await repo.parentsOfSubtopics(tx, ids), items, SUBTEMA_NO_ENCONTRADO);
    await repo.setSubtopicPositions(tx, items);
    return { actualizados: items.length };
  });
}

export function reorderTopics(ctx: AppContext, items: Positions) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const ids = items.map((i) => i.id);
    checkOneList(await repo.parentsOfTopics(tx, ids), items, TEMA_NO_ENCONTRADO);
    await repo.setTopicPositions(tx, items);
    return { actualizados: items.length };
  });
}
