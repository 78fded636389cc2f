import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createArticle,
  createBlogCategory,
  createNews,
  fileOf,
  postForm,
} from '../../../test/blog-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { png } from '../../../test/sample-files';
import { articulos, categorias_blog } from '../../db/schema/index';
import { ensureDefaultCategory } from './blog.service';
import { CATEGORIA_EN_USO, CATEGORIA_REPETIDA } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function teacherToken() {
  const teacher = await createTeacher(t.app.ctx);
  return loginAs(t.app, teacher.email);
}

describe('public blog', () => {
  it('pages active articles 12 at a time, newest first, filtered by category in SQL', async () => {
    const redes = await createBlogCategory(t.app.ctx, 'Redes');
    const datos = await createBlogCategory(t.app.ctx, 'Datos');
    for (let i = 0; i < 14; i++) {
      await createArticle(t.app.ctx, {
        categoria: redes.id,
        nombre: `Redes ${i}`,
        slug: `redes-${i}`,
        fecha: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await createArticle(t.app.ctx, { categoria: datos.id, slug: 'datos-1' });
    await createArticle(t.app.ctx, { categoria: redes.id, slug: 'borrador', activo: 0 });

    const first = (await post('/api/getArticulos/', {})).json();
    expect(first.count).toBe(15);
    expect(first.results).toHaveLength(12);
    const second = (await post('/api/getArticulos/', { page: 2 })).json();
    expect(second.results).toHaveLength(3);

    const byCategory = (await post('/api/getArticulos/', { categoria: redes.id, page: 2 })).json();
    expect(byCategory.count).toBe(14);
    expect(byCategory.results.map((a: { slug: string }) => a.slug)).toEqual(['redes-1', 'redes-0']);
    expect(byCategory.results[0]).toMatchObject({ categoria_nombre: 'Redes', activo: 1 });

    const viaCall = (await post('/api/getArticulosCategoria/', { categoria: datos.id })).json();
    expect(viaCall.results.map((a: { slug: string }) => a.slug)).toEqual(['datos-1']);
    expect((await post('/api/getArticulosCategoria/', { categoria: 9999 })).statusCode).toBe(404);
  });

  it('lists categories with their active article counts and the latest active news', async () => {
    const cat = await createBlogCategory(t.app.ctx, 'Nube');
    await createArticle(t.app.ctx, { categoria: cat.id });
    await createArticle(t.app.ctx, { categoria: cat.id, activo: 0 });
    for (let i = 0; i < 8; i++) await createNews(t.app.ctx, { nombre: `N${i}` });
    await createNews(t.app.ctx, { nombre: 'Oculta', activo: 0 });

    const cats = (await get('/api/getCategorias/')).json();
    expect(cats.content).toEqual([{ id: cat.id, nombre: 'Nube', articulos: 1 }]);
    const news = (await get('/api/getNoticias/')).json().content;
    expect(news).toHaveLength(6);
    expect(news.map((n: { nombre: string }) => n.nombre)).not.toContain('Oculta');
  });

  it('shows an active article by slug and hides an inactive one', async () => {
    await createArticle(t.app.ctx, { slug: 'visible', contenido: '<p>Hola</p>' });
    await createArticle(t.app.ctx, { slug: 'oculto', activo: 0 });
    const res = await post('/api/getDetalleArticulo/', { slug: 'visible' });
    expect(res.json().content).toMatchObject({ slug: 'visible', contenido: '<p>Hola</p>' });
    expect((await post('/api/getDetalleArticulo/', { slug: 'oculto' })).statusCode).toBe(404);
    expect((await post('/api/getDetalleArticulo/', { slug: '../x' })).statusCode).toBe(400);
  });

  it('refuses a bad page or category with 400', async () => {
    expect((await post('/api/getArticulos/', { page: 0 })).statusCode).toBe(400);
    expect((await post('/api/getArticulos/', { categoria: 'x' })).statusCode).toBe(400);
  });
});

describe('article area', () => {
  it('a teacher creates an article with image and files; the content is sanitised', async () => {
    const auth = await teacherToken();
    const cat = await createBlogCategory(t.app.ctx);
    const res = await postForm(
      t.app,
      '/api/agregarArticulo/',
      {
        nombre: 'Redes Cisco: guía',
        descripcion: 'Una guía',
        contenido: '<p>Hola<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        categoria: String(cat.id),
        imagen: fileOf(png, 'portada.png'),
        files: [fileOf(png, 'diagrama.png')],
      },
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json();
    expect(content.slug).toBe('redes-cisco-guia');
    expect(content.contenido).not.toMatch(/script|onerror/);
    expect(content.video).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(content.imagen).toMatch(/^articulos\/[0-9a-f]+\.png$/);
    expect(content.archivos).toEqual([
      expect.objectContaining({ nombre: 'diagrama.png', archivo: expect.any(String) }),
    ]);

    const again = await postForm(
      t.app,
      '/api/agregarArticulo/',
      { nombre: 'Redes cisco: GUÍA', categoria: String(cat.id) },
      auth,
    );
    expect(again.json().content.slug).toBe('redes-cisco-guia-2');
  });

  it('updates an article: slug kept on a case change, new slug otherwise, inactive hides it', async () => {
    const auth = await teacherToken();
    const art = await createArticle(t.app.ctx, { nombre: 'Hola mundo', slug: 'hola-mundo' });
    const update = (fields: Record<string, string>) =>
      postForm(
        t.app,
        '/api/actualizarArticulo/',
        {
          articulo: String(art.id),
          categoria: String(art.categoria),
          activo: '1',
          contenido: '<p>x</p>',
          ...fields,
        },
        auth,
      );
    const same = await update({ nombre: 'HOLA Mundo' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().content).toMatchObject({ slug: 'hola-mundo', nombre: 'HOLA Mundo' });

    const renamed = await update({ nombre: 'Adiós mundo', activo: '0' });
    expect(renamed.json().content).toMatchObject({ slug: 'adios-mundo', activo: 0 });
    expect((await post('/api/getDetalleArticulo/', { slug: 'adios-mundo' })).statusCode).toBe(404);
    const staff = await post('/api/editarArticulo/', { slug: 'adios-mundo' }, auth);
    expect(staff.json().content.activo).toBe(0);

    expect((await update({ nombre: 'x', categoria: '9999' })).statusCode).toBe(400);
    expect((await update({ nombre: '' })).statusCode).toBe(400);
    expect((await update({ nombre: 'x', video: 'https://evil.test/v' })).statusCode).toBe(400);
  });

  it('a renamed article keeps its old addresses, which lead to the current one (issue 23)', async () => {
    const auth = await teacherToken();
    const art = await createArticle(t.app.ctx, { nombre: 'Redes 101', slug: 'redes-101' });
    const rename = async (nombre: string) => {
      const res = await postForm(
        t.app,
        '/api/actualizarArticulo/',
        {
          articulo: String(art.id),
          categoria: String(art.categoria),
          activo: '1',
          contenido: '<p>x</p>',
          nombre,
        },
        auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.slug as string;
    };
    const slugOf = async (slug: string) => {
      const res = await post('/api/getDetalleArticulo/', { slug });
      return res.statusCode === 200 ? res.json().content.slug : res.statusCode;
    };
    expect(await rename('Redes desde cero')).toBe('redes-desde-cero');
    expect(await rename('Redes para todos')).toBe('redes-para-todos');
    for (const old of ['redes-101', 'redes-desde-cero', 'redes-para-todos']) {
      expect(await slugOf(old), old).toBe('redes-para-todos');
    }
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/articulo/redes-para-todos');
    expect(sitemap).not.toContain('/articulo/redes-101');
    expect(sitemap).not.toContain('/articulo/redes-desde-cero');

    // Another article may not take an address that leads to this one.
    const other = await postForm(
      t.app,
      '/api/agregarArticulo/',
      { nombre: 'Redes 101', categoria: String(art.categoria), contenido: '<p>y</p>' },
      auth,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().content.slug).toBe('redes-101-2');
    expect(await slugOf('redes-101')).toBe('redes-para-todos');

    // Renamed back, it takes its first address again, which stops redirecting.
    expect(await rename('Redes 101')).toBe('redes-101');
    expect(await slugOf('redes-para-todos')).toBe('redes-101');
    const { rows } = await t.database.executeSql(
      'select slug from articulo_slugs_anteriores order by slug',
    );
    expect(rows.map((r) => r.slug)).toEqual(['redes-desde-cero', 'redes-para-todos']);
    expect(await slugOf('no-existe')).toBe(404);
  });

  it('lists every article to staff, paged', async () => {
    const auth = await teacherToken();
    await createArticle(t.app.ctx, { activo: 0 });
    await createArticle(t.app.ctx);
    const res = await get('/api/getArticulosAdmin/?page=1', auth);
    expect(res.json()).toMatchObject({ count: 2 });
  });

  it('refuses anonymous callers with 401 and students with 403', async () => {
    const student = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, student.email);
    expect((await get('/api/getArticulosAdmin/')).statusCode).toBe(401);
    expect((await get('/api/getArticulosAdmin/', auth)).statusCode).toBe(403);
    expect((await post('/api/editarArticulo/', { slug: 'x' }, auth)).statusCode).toBe(403);
    const form = await postForm(t.app, '/api/agregarArticulo/', { nombre: 'x' }, auth);
    expect(form.statusCode).toBe(403);
    expect((await post('/api/agregarCategoriaBlog/', { nombre: 'x' })).statusCode).toBe(401);
  });
});

describe('news items', () => {
  it('staff add, edit, update and deactivate a news item', async () => {
    const admin = await createAdmin(t.app.ctx);
    const auth = await loginAs(t.app, admin.email);
    const added = await postForm(
      t.app,
      '/api/agregarNoticia/',
      {
        nombre: 'Nota',
        medio: 'Diario',
        link: 'https://example.com/a',
        imagen: fileOf(png, 'a.png'),
      },
      auth,
    );
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().content.id;
    expect(added.json().content.imagen).toMatch(/^noticias\//);

    const edited = await post('/api/editarNoticia/', { noticia: id }, auth);
    expect(edited.json().content).toMatchObject({ nombre: 'Nota', activo: 1 });

    const updated = await postForm(
      t.app,
      '/api/actualizarNoticia/',
      { noticia: String(id), nombre: 'Nota 2', medio: 'Diario', link: '', activo: '1' },
      auth,
    );
    expect(updated.json().content).toMatchObject({ nombre: 'Nota 2', link: '' });

    const off = await post('/api/desactivarNoticia/', { noticia: id }, auth);
    expect(off.json().content.activo).toBe(0);
    expect((await get('/api/getNoticias/')).json().content).toEqual([]);
    expect((await get('/api/getNoticiasAdmin/', auth)).json().count).toBe(1);

    const bad = await postForm(
      t.app,
      '/api/agregarNoticia/',
      { nombre: 'x', link: 'javascript:alert(1)' },
      auth,
    );
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/editarNoticia/', { noticia: 999 }, auth)).statusCode).toBe(404);
  });

  it('refuses students', async () => {
    const student = await createStudent(t.app.ctx);
    const auth = await loginAs(t.app, student.email);
    expect((await post('/api/desactivarNoticia/', { noticia: 1 }, auth)).statusCode).toBe(403);
    expect((await get('/api/getNoticiasAdmin/')).statusCode).toBe(401);
  });
});

describe('blog categories', () => {
  it('adds, renames and deletes; a name repeated in another case and a category in use are 409', async () => {
    const auth = await teacherToken();
    const added = await post('/api/agregarCategoriaBlog/', { nombre: 'Redes' }, auth);
    expect(added.statusCode).toBe(200);
    const id = added.json().content.id;
    const twice = await post('/api/agregarCategoriaBlog/', { nombre: 'REDES' }, auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(CATEGORIA_REPETIDA);

    const renamed = await post(
      '/api/actualizarCategoriaBlog/',
      { categoria: id, nombre: 'Redes y Cisco' },
      auth,
    );
    expect(renamed.json().content).toEqual({ id, nombre: 'Redes y Cisco' });

    await createArticle(t.app.ctx, { categoria: id });
    const inUse = await post('/api/eliminarCategoriaBlog/', { categoria: id }, auth);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(CATEGORIA_EN_USO);

    await t.app.ctx.db.delete(articulos).where(eq(articulos.categoria, id));
    expect((await post('/api/eliminarCategoriaBlog/', { categoria: id }, auth)).statusCode).toBe(
      200,
    );
    expect((await post('/api/eliminarCategoriaBlog/', { categoria: id }, auth)).statusCode).toBe(
      404,
    );
    expect((await post('/api/agregarCategoriaBlog/', { nombre: '  ' }, auth)).statusCode).toBe(400);
  });

  it("a new installation gets the category 'General' once, and never a second time", async () => {
    await ensureDefaultCategory(t.app.ctx.db);
    await ensureDefaultCategory(t.app.ctx.db);
    const rows = await t.app.ctx.db.select().from(categorias_blog);
    expect(rows.map((r) => r.nombre)).toEqual(['General']);
  });
});

describe('audit (issue 23)', () => {
  it('records articles, categories and news items in words, and nothing for a refused change', async () => {
    const teacher = await createTeacher(t.app.ctx, { first_name: 'Lucía', last_name: 'Mora' });
    const auth = await loginAs(t.app, teacher.email);
    await t.database.executeSql('delete from auditoria');
    const categoria = (await post('/api/agregarCategoriaBlog/', { nombre: 'Redes' }, auth)).json()
      .content;
    await post(
      '/api/actualizarCategoriaBlog/',
      { categoria: categoria.id, nombre: 'Redes y más' },
      auth,
    );
    const created = await postForm(
      t.app,
      '/api/agregarArticulo/',
      { nombre: 'Subredes', categoria: String(categoria.id), contenido: '<p>x</p>' },
      auth,
    );
    const art = created.json().content;
    await postForm(
      t.app,
      '/api/actualizarArticulo/',
      {
        articulo: String(art.id),
        categoria: String(categoria.id),
        activo: '0',
        contenido: '<p>x</p>',
        nombre: 'Subredes IPv4',
      },
      auth,
    );
    const news = await postForm(
      t.app,
      '/api/agregarNoticia/',
      { nombre: 'Entrevista', medio: 'El Diario', link: 'https://eldiario.test/n' },
      auth,
    );
    await post('/api/desactivarNoticia/', { noticia: news.json().content.id }, auth);
    const otra = await post('/api/agregarCategoriaBlog/', { nombre: 'Datos' }, auth);
    await post('/api/eliminarCategoriaBlog/', { categoria: otra.json().content.id }, auth);
    // Refused: a category in use, a repeated name.
    expect(
      (await post('/api/eliminarCategoriaBlog/', { categoria: categoria.id }, auth)).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/agregarCategoriaBlog/', { nombre: 'REDES Y MÁS' }, auth)).statusCode,
    ).toBe(409);

    const { rows } = await t.database.executeSql(
      'select actor_nombre, accion, entidad, detalles from auditoria order by id',
    );
    expect(rows.map((r) => `${r.accion} ${r.entidad}`)).toEqual([
      'crear categorias_blog',
      'actualizar categorias_blog',
      'crear articulos',
      'actualizar articulos',
      'crear noticias',
      'desactivar noticias',
      'crear categorias_blog',
      'eliminar categorias_blog',
    ]);
    expect(rows.every((r) => r.actor_nombre === 'Lucía Mora')).toBe(true);
    expect(rows[1]?.detalles).toEqual({ nombre: { antes: 'Redes', despues: 'Redes y más' } });
    expect(rows[2]?.detalles).toMatchObject({ nombre: 'Subredes', categoria: 'Redes y más' });
    expect(rows[3]?.detalles).toMatchObject({
      nombre: { antes: 'Subredes', despues: 'Subredes IPv4' },
      slug: { antes: 'subredes', despues: 'subredes-ipv4' },
      activo: { antes: true, despues: false },
    });
    expect(rows[5]?.detalles).toEqual({ nombre: 'Entrevista' });
    expect(rows[7]?.detalles).toEqual({ nombre: 'Datos' });
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages and active articles only; robots keeps admin and plataforma out', async () => {
    await createArticle(t.app.ctx, { slug: 'publico' });
    await createArticle(t.app.ctx, { slug: 'privado', activo: 0 });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`${t.config.publicUrl}/articulo/publico`);
    expect(sitemap.body).toContain(`${t.config.publicUrl}/blog`);
    expect(sitemap.body).not.toContain('privado');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /plataforma');
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});
