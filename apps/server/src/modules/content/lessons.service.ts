import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import type { StoredFile } from '../../platform/storage/storage.service';
import { recordAudit } from '../audit/index';
import * as repo from './lessons.repository';
import {
  LECCION_DE_OTRO_CURSO,
  MATERIAL_NO_ENCONTRADO,
  SUBTEMA_NO_ENCONTRADO,
  TEMA_NO_ENCONTRADO,
} from './messages';

export async function subtopicsOfTopic(ctx: AppContext, tema: number) {
  const [data, content] = await Promise.all([
    repo.topicWithCourse(ctx.db, tema),
    repo.subtopicsOfTopic(ctx.db, tema),
  ]);
  if (!data) throw notFound(TEMA_NO_ENCONTRADO);
  return content;
}

export async function topicWithCourse(ctx: AppContext, tema: number) {
  const data = await repo.topicWithCourse(ctx.db, tema);
  if (!data) throw notFound(TEMA_NO_ENCONTRADO);
  return data;
}

/**
 * A lesson for the editor, its files' addresses signed for the administrator reading it (a
 * lesson's files are served only through signed addresses).
 */
export async function lessonData(ctx: AppContext, id: number, viewer: number) {
  const [content, materiales] = await Promise.all([
    repo.findLesson(ctx.db, id),
    repo.materialsOf(ctx.db, id),
  ]);
  if (!content) throw notFound(SUBTEMA_NO_ENCONTRADO);
  const sign = (file: string) => ctx.storage.signer.sign(file, viewer);
  return {
    content: {
      ...content,
      imagen: content.imagen && sign(content.imagen),
      video: content.video && sign(content.video),
    },
    materiales: materiales.map((m) => ({ ...m, archivo: sign(m.archivo) })),
  };
}

export interface LessonContent {
  subtema: number;
  nombre: string;
  nota: string;
  leccion_anterior: number | null;
  leccion_siguiente: number | null;
}

/**
 * Saves a lesson's content. The note is sanitised; new image and video replace the old ones
 * (removed after the commit); extra files become materials named after the file.
 */
export async function saveContent(
  ctx: AppContext,
  viewer: AuthUser,
  input: LessonContent,
  files: { imagen?: StoredFile; video?: StoredFile; materiales: StoredFile[] },
) {
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const lesson = await repo.findLesson(tx, input.subtema, true);
    if (!lesson) throw notFound(SUBTEMA_NO_ENCONTRADO);
    const linked = [input.leccion_anterior, input.leccion_siguiente].filter(
      (v): v is number => v !== null,
    );
    if (linked.length > 0) {
      const courses = await repo.coursesOfLessons(tx, [lesson.id, ...linked]);
      const own = courses.get(lesson.id);
      if (linked.some((l) => l === lesson.id || courses.get(l) !== own)) {
        throw badRequest(LECCION_DE_OTRO_CURSO);
      }
    }
    await repo.updateLesson(tx, lesson.id, {
      nombre: input.nombre,
      nota: sanitizeRichText(input.nota),
      leccion_anterior: input.leccion_anterior,
      leccion_siguiente: input.leccion_siguiente,
      ...(files.imagen ? { imagen: files.imagen.path } : {}),
      ...(files.video ? { video: files.video.path } : {}),
    });
    await repo.insertMaterials(
      tx,
      lesson.id,
      files.materiales.map((f) => ({
        nombre: f.originalName ?? 'Material',
        archivo: f.path,
      })),
    );
    const replaced = [
      files.imagen ? lesson.imagen : null,
      files.video ? lesson.video : null,
    ].filter((f): f is string => f !== null);
    onCommit(() => Promise.all(replaced.map((f) => ctx.storage.remove(f))));
    const names = await repo.topicWithCourse(tx, lesson.tema);
    await recordAudit(tx, viewer, {
      accion: 'actualizar',
      entidad: 'subtemas',
      entidad_id: lesson.id,
      detalles: {
        leccion:
          lesson.nombre === input.nombre
            ? input.nombre
            : { antes: lesson.nombre, despues: input.nombre },
        tema: names?.tema.nombre,
        curso: names?.dataCurso.nombre,
        imagen_cambiada: files.imagen ? true : undefined,
        video_cambiado: files.video ? true : undefined,
        materiales: files.materiales.map((f) => f.originalName ?? 'Material'),
      },
    });
  });
  return lessonData(ctx, input.subtema, viewer.id);
}

export async function addMaterial(
  ctx: AppContext,
  viewer: AuthUser,
  material: { subtema: number; nombre: string; archivo: StoredFile },
) {
  const row = await transaction(ctx.db, ctx.log, async (tx) => {
    const lesson = await repo.findLesson(tx, material.subtema, true);
    if (!lesson) throw notFound(SUBTEMA_NO_ENCONTRADO);
    const [inserted] = await repo.insertMaterials(tx, material.subtema, [
      { nombre: material.nombre, archivo: material.archivo.path },
    ]);
    if (!inserted) throw new Error('insert returned nothing');
    await recordAudit(tx, viewer, {
      accion: 'crear',
      entidad: 'materiales',
      entidad_id: inserted.id,
      detalles: { material: inserted.nombre, leccion: lesson.nombre },
    });
    return inserted;
  });
  return { ...row, archivo: ctx.storage.signer.sign(row.archivo, viewer.id) };
}

export async function removeMaterial(ctx: AppContext, user: AuthUser, id: number) {
  const row = await transaction(ctx.db, ctx.log, async (tx) => {
    const deleted = await repo.deleteMaterial(tx, id);
    if (!deleted) throw notFound(MATERIAL_NO_ENCONTRADO);
    const lesson = await repo.findLesson(tx, deleted.subtema);
    await recordAudit(tx, user, {
      accion: 'eliminar',
      entidad: 'materiales',
      entidad_id: id,
      detalles: { material: deleted.nombre, leccion: lesson?.nombre },
    });
    return deleted;
  });
  await ctx.storage.remove(row.archivo);
  return { id };
}
