import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { TEstadoCurso } from '@academia/contract/catalog/shapes';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage.service';
import { recordAudit } from '../audit/index';
import * as lifecycle from './course-lifecycle.repository';
import * as repo from './courses.repository';
import { freeSlug, get } from './courses.service';
import {
  BORRADOR_NO_SE_ARCHIVA,
  CURSO_ARCHIVADO_NO_SE_PUBLICA,
  CURSO_CON_ALUMNOS,
  CURSO_NO_ENCONTRADO,
  CURSO_YA_ARCHIVADO,
  CURSO_YA_PUBLICADO,
  SOLO_ARCHIVADO_SE_RESTAURA,
} from './messages';

const SLUG_OCUPADO = 'Otro curso acaba de tomar ese nombre. Inténtalo de nuevo.';

type Transition = 'publicar' | 'archivar' | 'restaurar';

/**
 * The state machine (decision 023): a draft is published; a published course is archived; an
 * archived one is restored to published. Each other pair is refused with the reason in words.
 */
const TRANSITIONS: Record<
  Transition,
  { to: TEstadoCurso; refused: Partial<Record<TEstadoCurso, string>> }
> = {
  publicar: {
    to: 'publicado',
    refused: { publicado: CURSO_YA_PUBLICADO, archivado: CURSO_ARCHIVADO_NO_SE_PUBLICA },
  },
  archivar: {
    to: 'archivado',
    refused: { borrador: BORRADOR_NO_SE_ARCHIVA, archivado: CURSO_YA_ARCHIVADO },
  },
  restaurar: {
    to: 'publicado',
    refused: { borrador: SOLO_ARCHIVADO_SE_RESTAURA, publicado: SOLO_ARCHIVADO_SE_RESTAURA },
  },
};

export async function changeState(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  accion: Transition,
) {
  const { to, refused } = TRANSITIONS[accion];
  await transaction(ctx.db, ctx.log, async (tx) => {
    const current = await repo.lockState(tx, id);
    if (!current) throw notFound(CURSO_NO_ENCONTRADO);
    const refusal = refused[current.estado];
    if (refusal !== undefined) throw conflict(refusal);
    await repo.setState(tx, id, to);
    await recordAudit(tx, actor, {
      accion,
      entidad: 'cursos',
      entidad_id: id,
      detalles: { nombre: current.nombre, estado_anterior: current.estado, estado: to },
    });
  });
  return get(ctx, id);
}

/** "Nombre (copia)", cut so it fits the course name's 200 characters. */
export function copyName(nombre: string): string {
  const suffix = ' (copia)';
  return `${nombre.slice(0, 200 - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A new file with the same bytes beside the original (same folder and type, a new random name),
 * so deleting either course never takes the other's file. A file missing from storage is not
 * copied (null): the copy is left without it rather than pointing at nothing.
 */
async function copyStoredFile(storage: Storage, from: string): Promise<string | null> {
  if (!(await storage.exists(from))) return null;
  const to = `${path.posix.dirname(from)}/${randomBytes(16).toString('hex')}${path.posix.extname(from)}`;
  await storage.writeFile(to, createReadStream(storage.absolutePath(from)));
  return to;
}

/**
 * Copies the course as a draft with its outline, lessons (with new copies of their files),
 * materials, quizzes and evaluations; no students, groups or forums. The source stays locked
 * (no key update) while it is copied, so two copies of one course queue up and each sees the
 * other's slug. Files copied for a copy that then fails are removed.
 */
export async function duplicate(ctx: AppContext, actor: AuthUser, id: number) {
  const copied: string[] = [];
  try {
    const created = await refusing({ duplicate: SLUG_OCUPADO }, () =>
      transaction(ctx.db, ctx.log, async (tx) => {
        if (!(await repo.lockState(tx, id))) throw notFound(CURSO_NO_ENCONTRADO);
        const source = await lifecycle.readForCopy(tx, id);
        if (!source) throw notFound(CURSO_NO_ENCONTRADO);
        const { course, lessons, materials } = source;
        const files = new Set(
          [
            course.imagen,
            course.imagen_miniatura,
            ...lessons.flatMap((s) => [s.imagen, s.video]),
            ...materials.map((m) => m.archivo),
          ].filter((f): f is string => f !== null),
        );
        const copies = new Map<string, string | null>();
        await Promise.all(
          [...files].map(async (f) => {
            const copy = await copyStoredFile(ctx.storage, f);
            copies.set(f, copy);
            if (copy !== null) copied.push(copy);
          }),
        );
        const file = (f: string) => copies.get(f) ?? null;
        const nombre = copyName(course.nombre);
        const slug = await freeSlug(tx, nombre);
        const { id: _id, created_at: _c, updated_at: _u, ...fields } = course;
        const copyId = await lifecycle.insertCopy(
          tx,
          source,
          {
            ...fields,
            nombre,
            slug,
            estado: 'borrador',
            imagen: course.imagen && file(course.imagen),
            imagen_miniatura: course.imagen_miniatura && file(course.imagen_miniatura),
          },
          file,
        );
        await recordAudit(tx, actor, {
          accion: 'duplicar',
          entidad: 'cursos',
          entidad_id: copyId,
          detalles: {
            nombre,
            slug,
            copia_de: course.nombre,
            temas: source.topics.length,
            lecciones: lessons.length,
            evaluaciones: source.exams.length,
            archivos: copied.length,
          },
        });
        return copyId;
      }),
    );
    return get(ctx, created);
  } catch (error) {
    await Promise.all(copied.map((f) => ctx.storage.remove(f)));
    throw error;
  }
}

/**
 * Deletes a course that has no enrolment and no group, with its content (cascade) and, once
 * committed, its files. The row is locked first (for update): an enrolment racing the delete
 * either commits first and is seen (409) or waits and then finds no course.
 */
export async function remove(ctx: AppContext, actor: AuthUser, id: number) {
  return refusing({ referenced: CURSO_CON_ALUMNOS }, () =>
    transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      const course = await lifecycle.lockForDelete(tx, id);
      if (!course) throw notFound(CURSO_NO_ENCONTRADO);
      if (await lifecycle.hasStudentRecords(tx, id)) throw conflict(CURSO_CON_ALUMNOS);
      const files = await lifecycle.filesOf(tx, id);
      await lifecycle.deleteCourse(tx, id);
      await recordAudit(tx, actor, {
        accion: 'eliminar',
        entidad: 'cursos',
        entidad_id: id,
        detalles: { nombre: course.nombre, estado: course.estado, archivos: files.length },
      });
      onCommit(() => Promise.all(files.map((f) => ctx.storage.remove(f))));
      return { id };
    }),
  );
}
