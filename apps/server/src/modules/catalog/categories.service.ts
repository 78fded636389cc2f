import { CATEGORIAS_POR_PAGINA } from '@academia/contract/catalog/categoria-curso-paginado';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import * as repo from './categories.repository';
import { CATEGORIA_CON_ALUMNOS, CATEGORIA_NO_ENCONTRADA, CATEGORIA_REPETIDA } from './messages';

export const listAll = (ctx: AppContext) => repo.listAll(ctx.db);

export function listPage(ctx: AppContext, page: number) {
  return repo.listPage(ctx.db, CATEGORIAS_POR_PAGINA, (page - 1) * CATEGORIAS_POR_PAGINA);
}

export async function get(ctx: AppContext, id: number) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw notFound(CATEGORIA_NO_ENCONTRADA);
  return row;
}

const uniqueName = <T>(work: () => Promise<T>) => refusing({ duplicate: CATEGORIA_REPETIDA }, work);

export async function add(ctx: AppContext, actor: AuthUser, nombre: string) {
  return uniqueName(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      const row = await repo.insert(tx, nombre);
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, actor, {
        accion: 'crear',
        entidad: 'categorias_curso',
        entidad_id: row.id,
        detalles: { nombre },
      });
      return row;
    }),
  );
}

export async function rename(ctx: AppContext, actor: AuthUser, id: number, nombre: string) {
  return uniqueName(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      const row = await repo.rename(tx, id, nombre);
      if (!row) throw notFound(CATEGORIA_NO_ENCONTRADA);
      await recordAudit(tx, actor, {
        accion: 'actualizar',
        entidad: 'categorias_curso',
        entidad_id: id,
        detalles: { nombre },
      });
      return row;
    }),
  );
}

/**
 * Deletes the category and its courses (their topics, lessons, quizzes, forums and evaluations
 * go by cascade) in one transaction, unless a course holds student records: then nothing is
 * deleted. The courses' image files are removed once the delete has committed.
 */
export async function remove(ctx: AppContext, actor: AuthUser, id: number) {
  // A record added by a later feature that still points into these courses is a 409.
  return refusing({ referenced: CATEGORIA_CON_ALUMNOS }, () =>
    transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      if (!(await repo.lockById(tx, id))) throw notFound(CATEGORIA_NO_ENCONTRADA);
      const courses = await repo.coursesOf(tx, id);
      if (
        await repo.anyStudentRecords(
          tx,
          courses.map((c) => c.id),
        )
      ) {
        throw conflict(CATEGORIA_CON_ALUMNOS);
      }
      const cursos_eliminados = await repo.deleteCoursesOf(tx, id);
      await repo.remove(tx, id);
      await recordAudit(tx, actor, {
        accion: 'eliminar',
        entidad: 'categorias_curso',
        entidad_id: id,
        detalles: { cursos_eliminados },
      });
      const files = courses.flatMap((c) => [c.imagen, c.imagen_miniatura]);
      onCommit(() =>
        Promise.all(files.filter((f): f is string => f !== null).map((f) => ctx.storage.remove(f))),
      );
      return { id, cursos_eliminados };
    }),
  );
}
