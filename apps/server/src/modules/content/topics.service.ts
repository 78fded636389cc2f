import type { AppContext } from '../../app-context';
import { transaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
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

export function addTopic(ctx: AppContext, curso: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.lockCourse(tx, curso))) throw notFound(CURSO_NO_ENCONTRADO);
    return repo.insertTopic(tx, curso, nombre);
  });
}

export async function renameTopic(ctx: AppContext, id: number, nombre: string) {
  const row = await repo.renameTopic(ctx.db, id, nombre);
  if (!row) throw notFound(TEMA_NO_ENCONTRADO);
  return row;
}

export function addSubtopic(ctx: AppContext, tema: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.findTopic(tx, tema, true))) throw notFound(TEMA_NO_ENCONTRADO);
    return repo.insertSubtopic(tx, tema, nombre);
  });
}

function removeAfterCommit(ctx: AppContext, files: string[]) {
  return () => Promise.all(files.map((f) => ctx.storage.remove(f)));
}

/**
 * Deletes a lesson with its materials and quizzes. Students' completions of it go by cascade,
 * so their progress is counted over the lessons that remain and never passes 100 %.
 */
export function removeSubtopic(ctx: AppContext, id: number) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const lesson = await repo.findSubtopic(tx, id);
    if (!lesson) throw notFound(SUBTEMA_NO_ENCONTRADO);
    await repo.findTopic(tx, lesson.tema, true);
    const files = await repo.filesOfSubtopics(tx, [id]);
    await repo.deleteSubtopic(tx, id);
    await repo.renumberSubtopics(tx, lesson.tema);
    onCommit(removeAfterCommit(ctx, files));
    return { id };
  });
}

export function removeTopic(ctx: AppContext, id: number) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const topic = await repo.findTopic(tx, id, true);
    if (!topic) throw notFound(TEMA_NO_ENCONTRADO);
    await repo.lockCourse(tx, topic.curso);
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
