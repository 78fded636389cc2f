import { actualizarCurso } from '@academia/contract/catalog/actualizar-curso';
import { agregarCategoriaCurso } from '@academia/contract/catalog/agregar-categoria-curso';
import { agregarCurso } from '@academia/contract/catalog/agregar-curso';
import { archivarCurso } from '@academia/contract/catalog/archivar-curso';
import { categoriaCursoPaginado } from '@academia/contract/catalog/categoria-curso-paginado';
import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { duplicarCurso } from '@academia/contract/catalog/duplicar-curso';
import { editarCategoriaCurso } from '@academia/contract/catalog/editar-categoria-curso';
import { editarCurso } from '@academia/contract/catalog/editar-curso';
import { eliminarCategoriaCurso } from '@academia/contract/catalog/eliminar-categoria-curso';
import { eliminarCurso } from '@academia/contract/catalog/eliminar-curso';
import { getCatalogoCursos } from '@academia/contract/catalog/get-catalogo-cursos';
import { getCategoriasCurso } from '@academia/contract/catalog/get-categorias-curso';
import { getCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import { getCursos } from '@academia/contract/catalog/get-cursos';
import { getDataCurso } from '@academia/contract/catalog/get-data-curso';
import { getDetallesCurso } from '@academia/contract/catalog/get-detalles-curso';
import { publicarCurso } from '@academia/contract/catalog/publicar-curso';
import { restaurarCurso } from '@academia/contract/catalog/restaurar-curso';
import { updateCategoriaCurso } from '@academia/contract/catalog/update-categoria-curso';
import { academyDay } from '@academia/contract/core/long-date';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as categories from './categories.service';
import * as lifecycle from './course-lifecycle.service';
import * as courses from './courses.service';
import { CATALOGO_TABLES, CURSO_PUBLICO_TABLES } from './public-catalog.repository';
import * as catalogue from './public-catalog.service';

/**
 * What the catalogue offers depends on the day (a course leaves it once it has ended), and
 * cached answers are dropped only by writes: the academy's day joins the parsed input, which is
 * the cache key, so one day's answers are never served the next (decisions/020).
 */
const onAcademyDay = <T extends object>(input: T) => ({ ...input, dia: academyDay() });

export function registerCatalogRoutes(app: FastifyInstance): void {
  registerCall(app, getCategoriasCurso, async ({ app: ctx }) => ({
    content: await categories.listAll(ctx),
  }));
  registerCall(app, categoriaCursoPaginado, async ({ app: ctx, input }) =>
    categories.listPage(ctx, input.page),
  );
  registerCall(app, agregarCategoriaCurso, async ({ app: ctx, input, user }) => ({
    content: await categories.add(ctx, user, input.nombre),
  }));
  registerCall(app, editarCategoriaCurso, async ({ app: ctx, input }) => ({
    content: await categories.get(ctx, input.categoria),
  }));
  registerCall(app, updateCategoriaCurso, async ({ app: ctx, input, user }) => ({
    content: await categories.rename(ctx, user, input.categoria, input.nombre),
  }));
  registerCall(app, eliminarCategoriaCurso, async ({ app: ctx, input, user }) => ({
    content: await categories.remove(ctx, user, input.categoria),
  }));

  registerCall(app, cursoPaginado, async ({ app: ctx, input }) =>
    courses.listPage(ctx, input.page, input.estado),
  );
  registerCall(app, publicarCurso, async ({ app: ctx, input, user }) => ({
    content: await lifecycle.changeState(ctx, user, input.curso, 'publicar'),
  }));
  registerCall(app, archivarCurso, async ({ app: ctx, input, user }) => ({
    content: await lifecycle.changeState(ctx, user, input.curso, 'archivar'),
  }));
  registerCall(app, restaurarCurso, async ({ app: ctx, input, user }) => ({
    content: await lifecycle.changeState(ctx, user, input.curso, 'restaurar'),
  }));
  registerCall(app, duplicarCurso, async ({ app: ctx, input, user }) => ({
    content: await lifecycle.duplicate(ctx, user, input.curso),
  }));
  registerCall(app, eliminarCurso, async ({ app: ctx, input, user }) => ({
    content: await lifecycle.remove(ctx, user, input.curso),
  }));
  registerCall(app, getCursos, async ({ app: ctx }) => ({
    content: await courses.listOptions(ctx),
  }));
  registerCall(app, agregarCurso, async ({ app: ctx, input, files, user }) => ({
    content: await courses.add(ctx, user, input, files.imagen?.[0]),
  }));
  registerCall(app, actualizarCurso, async ({ app: ctx, input, files, user }) => {
    const { curso, ...fields } = input;
    return { content: await courses.update(ctx, user, curso, fields, files.imagen?.[0]) };
  });
  registerCall(app, editarCurso, async ({ app: ctx, input }) => ({
    content: [await courses.getForEdit(ctx, input.curso)],
  }));
  registerCall(app, getDataCurso, async ({ app: ctx, input }) => ({
    content: await courses.get(ctx, input.curso),
  }));
  registerCall(app, getDetallesCurso, async ({ app: ctx, input }) => ({
    content: await courses.details(ctx, input.curso),
  }));

  registerCall(
    app,
    { ...getCatalogoCursos, request: getCatalogoCursos.request.transform(onAcademyDay) },
    async ({ app: ctx, input }) => catalogue.catalogue(ctx, input),
    { cachedFrom: CATALOGO_TABLES },
  );
  registerCall(
    app,
    { ...getCursoPublico, request: getCursoPublico.request.transform(onAcademyDay) },
    async ({ app: ctx, input }) => ({
      content: await catalogue.publicCourse(ctx, input.slug, input.dia),
    }),
    { cachedFrom: CURSO_PUBLICO_TABLES },
  );
}
