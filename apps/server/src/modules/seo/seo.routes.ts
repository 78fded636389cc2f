import { aboutPath } from '@academia/contract/core/slug';
import type { FastifyInstance } from 'fastify';
import { sitemapArticles } from '../blog/index';
import { sitemapCourses } from '../catalog/index';
import { sitemapJobs } from '../jobs/index';

/** The sitemap protocol allows 50 000 addresses per file; the articles take what is left. */
const MAX_ARTICLES = 45_000;
const MAX_JOBS = 1000;
const MAX_COURSES = 1000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>`;
}

/**
 * sitemap.xml (the public pages, active articles, the catalogue's courses and open vacancies)
 * and robots.txt.
 */
export function registerSeoRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { publicUrl, academyName } = app.ctx.config;
    const [articles, jobs, courses] = await Promise.all([
      sitemapArticles(app.ctx, MAX_ARTICLES),
      sitemapJobs(app.ctx, MAX_JOBS),
      sitemapCourses(app.ctx, MAX_COURSES),
    ]);
    const pages = ['/', '/cursos', '/blog', aboutPath(academyName), '/empresas', '/jobs'];
    const entries = [
      ...pages.map((p) => urlEntry(`${publicUrl}${p}`)),
      ...courses.map((c) => urlEntry(`${publicUrl}/curso/${c.slug}`, c.updated_at)),
      ...articles.map((a) => urlEntry(`${publicUrl}/articulo/${a.slug}`, a.updated_at)),
      ...jobs.map((j) => urlEntry(`${publicUrl}/job/${j.unique_id}`)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) => {
    const { publicUrl } = app.ctx.config;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /plataforma',
          'Disallow: /api/',
          'Disallow: /restablecer-contrasena/',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
}
