import { actualizarCurso } from '@academia/contract/catalog/actualizar-curso';
import { agregarCategoriaCurso } from '@academia/contract/catalog/agregar-categoria-curso';
import { agregarCurso } from '@academia/contract/catalog/agregar-curso';
import { categoriaCursoPaginado } from '@academia/contract/catalog/categoria-curso-paginado';
import { cursoPaginado } from '@academia/contract/catalog/curso-paginado';
import { editarCategoriaCurso } from '@academia/contract/catalog/editar-categoria-curso';
import { editarCurso } from '@academia/contract/catalog/editar-curso';
import { eliminarCategoriaCurso } from '@academia/contract/catalog/eliminar-categoria-curso';
import { getCategoriasCurso } from '@academia/contract/catalog/get-categorias-curso';
import { getCursos } from '@academia/contract/catalog/get-cursos';
import { getDataCurso } from '@academia/contract/catalog/get-data-curso';
import { getDetallesCurso } from '@academia/contract/catalog/get-detalles-curso';
import { updateCategoriaCurso } from '@academia/contract/catalog/update-categoria-curso';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as categories from './categories.service';
import * as courses from './courses.service';

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
    courses.listPage(ctx, input.page),
  );
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
    content: [await courses.get(ctx, input.curso)],
  }));
  registerCall(app, getDataCurso, async ({ app: ctx, input }) => ({
    content: await courses.get(ctx, input.curso),
  }));
  registerCall(app, getDetallesCurso, async ({ app: ctx, input }) => ({
    content: await courses.details(ctx, input.curso),
  }));
}
