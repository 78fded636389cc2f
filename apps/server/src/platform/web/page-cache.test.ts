import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/blog-factories';
import { openTestDatabase } from '../../../test/helper';
import { makeTempDir } from '../../../test/temp-dirs';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import { registerWebRoutes, type WebLoadContext } from './web.plugin';

let app: FastifyInstance;
let drop: () => Promise<void>;
const rendered: string[] = [];

/** Stands in for React Router: a page of vacancies (a cached call) and one of health (not). */
async function renderer(request: Request, context: WebLoadContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  rendered.push(pathname);
  const script = `<script nonce="${context.cspNonce}">hidratar("${context.cspNonce}")</script>`;
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  if (pathname === '/jobs') {
    const answer = await context.fetchApi('/api/getJobs/', { method: 'GET' });
    const { content } = (await answer.json()) as { content: { nombre: string }[] };
    const items = content.map((j) => `<li>${j.nombre}</li>`).join('');
    return new Response(`<ul>${items}</ul>${script}`, { headers });
  }
  const health = await context.fetchApi('/api/health', { method: 'GET' });
  return new Response(`<p>${health.status}</p>${script}`, { headers });
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp(testConfig(), { database: opened.database });
  await registerWebRoutes(app, makeTempDir('academia-web-'), renderer);
  await app.ready();
  // On PostgreSQL the cache works once its invalidation channel listens (onReady awaits it).
  expect(app.ctx.cache.isBypassed).toBe(false);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const page = (url: string) => app.inject({ method: 'GET', url });
const nonceOf = (policy: unknown) => /'nonce-([0-9a-f]{32})'/.exec(String(policy))?.[1];

describe('server-rendered page cache', () => {
  it('sends a page made of cached answers again without rendering, with a fresh nonce', async () => {
    await createJob(app.ctx, { nombre: 'Redes' });
    await expect
      .poll(async () => {
        rendered.length = 0;
        await page('/jobs');
        return rendered.length;
      })
      .toBe(0);
    const first = await page('/jobs');
    const second = await page('/jobs');
    expect(rendered).toEqual([]);
    expect(second.body).toContain('<li>Redes</li>');
    const nonces = [first, second].map((res) => nonceOf(res.headers['content-security-policy']));
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.body).toBe(
      `<ul><li>Redes</li></ul><script nonce="${nonces[1]}">hidratar("${nonces[1]}")</script>`,
    );
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('renders the page again after a write to the tables it was made from', async () => {
    await page('/jobs');
    await createJob(app.ctx, { nombre: 'Soporte' });
    const after = await page('/jobs');
    expect(after.body).toContain('<li>Soporte</li>');
  });

  it('renders every time a page that reads an uncached call, or is asked for by HEAD', async () => {
    rendered.length = 0;
    await page('/salud');
    await page('/salud');
    await app.inject({ method: 'HEAD', url: '/jobs' });
    expect(rendered).toEqual(['/salud', '/salud', '/jobs']);
  });
});
