import { actualizarArticulo } from '@academia/contract/blog/actualizar-articulo';
import { actualizarCategoriaBlog } from '@academia/contract/blog/actualizar-categoria-blog';
import { actualizarNoticia } from '@academia/contract/blog/actualizar-noticia';
import { agregarArticulo } from '@academia/contract/blog/agregar-articulo';
import { agregarCategoriaBlog } from '@academia/contract/blog/agregar-categoria-blog';
import { agregarNoticia } from '@academia/contract/blog/agregar-noticia';
import { desactivarNoticia } from '@academia/contract/blog/desactivar-noticia';
import { editarArticulo } from '@academia/contract/blog/editar-articulo';
import { editarNoticia } from '@academia/contract/blog/editar-noticia';
import { eliminarCategoriaBlog } from '@academia/contract/blog/eliminar-categoria-blog';
import { getArticulos } from '@academia/contract/blog/get-articulos';
import { getArticulosAdmin } from '@academia/contract/blog/get-articulos-admin';
import { getArticulosCategoria } from '@academia/contract/blog/get-articulos-categoria';
import { getCategorias } from '@academia/contract/blog/get-categorias';
import { getDetalleArticulo } from '@academia/contract/blog/get-detalle-articulo';
import { getNoticias } from '@academia/contract/blog/get-noticias';
import { getNoticiasAdmin } from '@academia/contract/blog/get-noticias-admin';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { ARTICULO_TABLES, NOTICIA_TABLES } from './blog.repository';
import * as service from './blog.service';

export function registerBlogRoutes(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    await service.ensureDefaultCategory(app.ctx.db);
  });

  const articulosCache = { cachedFrom: ARTICULO_TABLES };
  registerCall(
    app,
    getArticulos,
    async ({ app: ctx, input }) => service.listPublicArticulos(ctx, input.page, input.categoria),
    articulosCache,
  );
  registerCall(
    app,
    getArticulosCategoria,
    async ({ app: ctx, input }) => service.listArticulosCategoria(ctx, input.categoria, input.page),
    articulosCache,
  );
  registerCall(
    app,
    getCategorias,
    async ({ app: ctx }) => ({ content: await service.listCategorias(ctx) }),
    articulosCache,
  );
  registerCall(
    app,
    getNoticias,
    async ({ app: ctx }) => ({ content: await service.publicNoticias(ctx) }),
    { cachedFrom: NOTICIA_TABLES },
  );
  registerCall(
    app,
    getDetalleArticulo,
    async ({ app: ctx, input }) => ({ content: await service.publicArticulo(ctx, input.slug) }),
    articulosCache,
  );

  registerCall(app, getArticulosAdmin, async ({ app: ctx, input }) =>
    service.listAllArticulos(ctx, input.page),
  );
  registerCall(app, agregarArticulo, async ({ app: ctx, input, files, user }) => ({
    content: await service.createArticulo(
      ctx,
      input,
      { imagen: files.imagen?.[0], archivos: files.files ?? [] },
      user,
    ),
  }));
  registerCall(app, editarArticulo, async ({ app: ctx, input }) => ({
    content: await service.staffArticulo(ctx, input.slug),
  }));
  registerCall(app, actualizarArticulo, async ({ app: ctx, input, files, user }) => ({
    content: await service.updateArticulo(ctx, user, input, files.imagen?.[0]),
  }));

  registerCall(app, getNoticiasAdmin, async ({ app: ctx, input }) =>
    service.listAllNoticias(ctx, input.page),
  );
  registerCall(app, agregarNoticia, async ({ app: ctx, input, files, user }) => ({
    content: await service.createNoticia(ctx, user, input, {
      imagen: files.imagen?.[0],
      logo_medio: files.logo_medio?.[0],
    }),
  }));
  registerCall(app, editarNoticia, async ({ app: ctx, input }) => ({
    content: await service.getNoticia(ctx, input.noticia),
  }));
  registerCall(app, actualizarNoticia, async ({ app: ctx, input, files, user }) => ({
    content: await service.updateNoticia(ctx, user, input, {
      imagen: files.imagen?.[0],
      logo_medio: files.logo_medio?.[0],
    }),
  }));
  registerCall(app, desactivarNoticia, async ({ app: ctx, input, user }) => ({
    content: await service.deactivateNoticia(ctx, user, input.noticia),
  }));

  registerCall(app, agregarCategoriaBlog, async ({ app: ctx, input, user }) => ({
    content: await service.createCategoria(ctx, user, input.nombre),
  }));
  registerCall(app, actualizarCategoriaBlog, async ({ app: ctx, input, user }) => ({
    content: await service.renameCategoria(ctx, user, input.categoria, input.nombre),
  }));
  registerCall(app, eliminarCategoriaBlog, async ({ app: ctx, input, user }) => {
    await service.deleteCategoria(ctx, user, input.categoria);
    return {};
  });
}
