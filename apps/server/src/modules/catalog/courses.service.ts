import { CURSOS_POR_PAGINA } from '@academia/contract/catalog/curso-paginado';
import type { TCurso, TEstadoCurso } from '@academia/contract/catalog/shapes';
import { slugify } from '@academia/contract/core/slug';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/storage.service';
import { firstFreeSlug } from '../../platform/text/slug';
import { recordAudit } from '../audit/index';
import { setSkills, skillsOf } from '../skills/index';
import { makeListImage } from './course-image';
import * as repo from './courses.repository';
import { CATEGORIA_INEXISTENTE, CURSO_NO_ENCONTRADO } from './messages';

const SLUG_OCUPADO = 'Otro curso acaba de tomar ese nombre. Inténtalo de nuevo.';

export interface CourseFields {
  nombre: string;
  descripcion: string;
  horas_curso: number;
  categoria: number;
  precio: string;
  dias_plataforma: number;
  /** 'Prueba gratuita'; left out on an update: the course keeps its setting. */
  prueba_gratuita?: boolean | undefined;
  fecha_inicio: string;
  fecha_fin: string;
  /** Left out on an update: the course keeps its setting. */
  certificado_automatico?: boolean | undefined;
  /** The skills it teaches (ids); left out on an update: the course keeps its skills. */
  competencias?: number[] | undefined;
}

type Row = NonNullable<repo.CourseRow>;

export function toCurso(row: Row): TCurso {
  return { ...row, precio: Number(row.precio).toFixed(2) };
}

async function load(ctx: AppContext, id: number): Promise<TCurso> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw notFound(CURSO_NO_ENCONTRADO);
  return toCurso(row);
}

export async function listPage(ctx: AppContext, page: number, estado?: TEstadoCurso) {
  const { results, count } = await repo.listPage(
    ctx.db,
    estado,
    CURSOS_POR_PAGINA,
    (page - 1) * CURSOS_POR_PAGINA,
  );
  return { results: results.map(toCurso), count };
}

export const listOptions = (ctx: AppContext) => repo.listOptions(ctx.db);
export const get = load;

/** The course for its edit form, with the skills it teaches. */
export async function getForEdit(ctx: AppContext, id: number) {
  const [curso, competencias] = await Promise.all([load(ctx, id), skillsOf(ctx, 'curso', id)]);
  return { ...curso, competencias };
}

export async function details(ctx: AppContext, id: number) {
  const curso = await load(ctx, id);
  return { ...curso, ...(await repo.totals(ctx.db, id)) };
}

/** The name's slug, or with -2, -3… the first one no other course has. */
export async function freeSlug(
  db: AppContext['db'],
  nombre: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(nombre).slice(0, 200) || 'curso';
  return firstFreeSlug(base, await repo.takenSlugs(db, base, exceptId));
}

/** Creates the list image first, so a bad image refuses the request before anything is saved. */
async function imageFiles(ctx: AppContext, image: StoredFile | undefined) {
  if (!image) return undefined;
  return { imagen: image.path, imagen_miniatura: await makeListImage(ctx.storage, image.path) };
}

async function guarded<T>(ctx: AppContext, written: string | undefined, work: () => Promise<T>) {
  try {
    return await refusing({ duplicate: SLUG_OCUPADO }, work);
  } catch (error) {
    if (written) await ctx.storage.remove(written);
    throw error;
  }
}

export async function add(
  ctx: AppContext,
  actor: AuthUser,
  { competencias, ...fields }: CourseFields,
  image: StoredFile | undefined,
) {
  const files = await imageFiles(ctx, image);
  const id = await guarded(ctx, files?.imagen_miniatura, () =>
    transaction(ctx.db, ctx.log, async (tx) => {
      if (!(await repo.categoryExists(tx, fields.categoria))) {
        throw badRequest(CATEGORIA_INEXISTENTE);
      }
      const slug = await freeSlug(tx, fields.nombre);
      // A new course starts as a draft, out of the catalogue until it is published (decision 023).
      const created = await repo.insert(tx, { ...fields, ...files, slug, estado: 'borrador' });
      if (competencias) await setSkills(tx, 'curso', created, competencias);
      await recordAudit(tx, actor, {
        accion: 'crear',
        entidad: 'cursos',
        entidad_id: created,
        detalles: {
          nombre: fields.nombre,
          categoria: fields.categoria,
          slug,
          estado: 'borrador',
          certificado_automatico: fields.certificado_automatico ?? false,
          competencias,
        },
      });
      return created;
    }),
  );
  return load(ctx, id);
}

/** Updates the course; a new image replaces the old files, which are removed after the commit. */
export async function update(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  { competencias, ...fields }: CourseFields,
  image: StoredFile | undefined,
) {
  const files = await imageFiles(ctx, image);
  await guarded(ctx, files?.imagen_miniatura, () =>
    transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      const current = await repo.lockImages(tx, id);
      if (!current) throw notFound(CURSO_NO_ENCONTRADO);
      if (!(await repo.categoryExists(tx, fields.categoria))) {
        throw badRequest(CATEGORIA_INEXISTENTE);
      }
      const slug = await freeSlug(tx, fields.nombre, id);
      await repo.update(tx, id, { ...fields, ...files, slug });
      if (competencias) await setSkills(tx, 'curso', id, competencias);
      await recordAudit(tx, actor, {
        accion: 'actualizar',
        entidad: 'cursos',
        entidad_id: id,
        detalles: {
          nombre: fields.nombre,
          categoria: fields.categoria,
          imagen_cambiada: !!files,
          certificado_automatico: fields.certificado_automatico,
          competencias,
        },
      });
      if (files) {
        const old = [current.imagen, current.imagen_miniatura];
        onCommit(() =>
          Promise.all(old.filter((f): f is string => f !== null).map((f) => ctx.storage.remove(f))),
        );
      }
    }),
  );
  return load(ctx, id);
}
