import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context';
import { aplicantes, articulos, categorias_blog, jobs, noticias } from '../src/db/schema/index';

const uniq = () => randomBytes(4).toString('hex');

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

export async function createBlogCategory(ctx: AppContext, nombre = `Categoría ${uniq()}`) {
  return first(await ctx.db.insert(categorias_blog).values({ nombre }).returning(), 'category');
}

/** An active article (in a new category unless one is given) with a unique title and slug. */
export async function createArticle(
  ctx: AppContext,
  o: Partial<typeof articulos.$inferInsert> = {},
) {
  const tag = uniq();
  const categoria = o.categoria ?? (await createBlogCategory(ctx)).id;
  return first(
    await ctx.db
      .insert(articulos)
      .values({
        nombre: `Artículo ${tag}`,
        slug: `articulo-${tag}`,
        descripcion: 'Una descripción.',
        contenido: '<p>Contenido.</p>',
        ...o,
        categoria,
      })
      .returning(),
    'article',
  );
}

export async function createNews(ctx: AppContext, o: Partial<typeof noticias.$inferInsert> = {}) {
  return first(
    await ctx.db
      .insert(noticias)
      .values({ nombre: `Noticia ${uniq()}`, medio: 'Medio', link: 'https://example.com/', ...o })
      .returning(),
    'news item',
  );
}

export async function createJob(ctx: AppContext, o: Partial<typeof jobs.$inferInsert> = {}) {
  return first(
    await ctx.db
      .insert(jobs)
      .values({
        nombre: `Vacante ${uniq()}`,
        descripcion: '<p>Descripción.</p>',
        descripcion_corta: 'Corta.',
        sueldo: '30000.00',
        modalidad: 2,
        ...o,
      })
      .returning(),
    'job',
  );
}

export async function createApplicant(
  ctx: AppContext,
  job: number,
  o: Partial<typeof aplicantes.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(aplicantes)
      .values({ nombre: 'Daniela Torres', email: 'daniela@prueba.test', ...o, job })
      .returning(),
    'applicant',
  );
}

/** Posts a multipart form through `inject`, encoded as a browser would. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | Blob | readonly Blob[]>,
  authorization?: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' || value instanceof Blob) form.append(key, value);
    else {
      for (const [i, blob] of value.entries()) form.append(`${key}[${i}]`, blob);
    }
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(authorization ? { authorization } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

export const fileOf = (bytes: Buffer, name: string, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });
