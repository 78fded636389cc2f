import { CATALOGO_POR_PAGINA } from '@academia/contract/catalog/get-catalogo-cursos';
import type { TCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import { academyDay } from '@academia/contract/core/long-date';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import { demandByCourse, NO_DEMAND } from '../skills/index';
import { CURSO_NO_OFRECIDO } from './messages';
import * as repo from './public-catalog.repository';

/** Names sorted as a Spanish reader expects ('Álvarez' before 'Zamora'), whatever the collation. */
const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** One page of the catalogue on the academy's day `dia`, with the categories that have courses. */
export async function catalogue(
  ctx: AppContext,
  input: { categoria?: number | undefined; page: number; dia: string },
) {
  const page = await repo.listOffered(
    ctx.db,
    input.dia,
    input.categoria,
    CATALOGO_POR_PAGINA,
    (input.page - 1) * CATALOGO_POR_PAGINA,
  );
  const demand = await demandByCourse(
    ctx,
    page.results.map((c) => c.id),
  );
  return {
    ...page,
    results: page.results.map(({ id, ...card }) => ({
      ...card,
      demanda: demand.get(id) ?? NO_DEMAND,
    })),
  };
}

/** curso/{slug}: an offered course with its outline and teachers; any other slug is a 404. */
export async function publicCourse(
  ctx: AppContext,
  slug: string,
  dia: string,
): Promise<TCursoPublico> {
  const curso = await repo.findOffered(ctx.db, slug, dia);
  if (!curso) throw notFound(CURSO_NO_OFRECIDO);
  const [rows, profesores, demand] = await Promise.all([
    repo.outline(ctx.db, curso.id),
    repo.openGroupTeachers(ctx.db, curso.id, dia),
    demandByCourse(ctx, [curso.id]),
  ]);
  const temario: TCursoPublico['temario'] = [];
  let last: number | undefined;
  for (const row of rows) {
    if (row.tema !== last) {
      temario.push({ nombre: row.tema_nombre, subtemas: [] });
      last = row.tema;
    }
    if (row.subtema_nombre !== null) temario.at(-1)?.subtemas.push(row.subtema_nombre);
  }
  profesores.sort(
    (a, b) =>
      spanish.compare(a.last_name, b.last_name) || spanish.compare(a.first_name, b.first_name),
  );
  const { id: _id, ...datos } = curso;
  return { ...datos, temario, profesores, demanda: demand.get(curso.id) ?? NO_DEMAND };
}

/** The pages of the courses the catalogue offers today, for sitemap.xml. */
export const sitemapCourses = (ctx: AppContext, limit: number) =>
  repo.offeredForSitemap(ctx.db, academyDay(), limit);
