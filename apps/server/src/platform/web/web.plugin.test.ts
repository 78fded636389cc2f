import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper';
import { makeTempDir } from '../../../test/temp-dirs';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import { registerWebRoutes, type WebLoadContext } from './web.plugin';

let app: FastifyInstance;
const BIG_SCRIPT = 'console.log("una línea de la academia");\n'.repeat(200);
const PRE_BROTLI = brotliCompressSync(BIG_SCRIPT);
const PRE_GZIP = gzipSync(BIG_SCRIPT);
let drop: () => Promise<void>;
const seen: { request: Request; context: WebLoadContext }[] = [];

/** Stands in for React Router: echoes what it got, streams a body and sets two cookies. */
async function fakeRenderer(request: Request, context: WebLoadContext): Promise<Response> {
  seen.push({ request, context });
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  headers.append('set-cookie', 'a=1; Path=/');
  headers.append('set-cookie', 'b=2; Path=/');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('<h1>'));
      controller.enqueue(new TextEncoder().encode(`${context.academyName} ${url.pathname}</h1>`));
      controller.close();
    },
  });
  return new Response(body, { status: url.pathname === '/no-existe' ? 404 : 200, headers });
}

beforeAll(async () => {
  const clientDir = makeTempDir('academia-web-');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-Ab12Cd.js'), 'console.log(1);');
  writeFileSync(path.join(clientDir, 'assets', 'big-Ef34Gh.js'), BIG_SCRIPT);
  // What the web build writes beside a file (apps/web/build-tools/precompress.ts).
  writeFileSync(path.join(clientDir, 'assets', 'pre-Ij56Kl.js'), BIG_SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'pre-Ij56Kl.js.br'), PRE_BROTLI);
  writeFileSync(path.join(clientDir, 'assets', 'pre-Ij56Kl.js.gz'), PRE_GZIP);
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp(testConfig({ academyName: 'Academia Web' }), { database: opened.database });
  await registerWebRoutes(app, clientDir, fakeRenderer);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});
beforeEach(() => {
  seen.length = 0;
});

describe('web plugin', () => {
  it('serves hashed build files with an immutable cache, others with a short one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(seen).toHaveLength(0);
  });

  it('compresses pages and build files, not the API', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/big-Ef34Gh.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(gunzipSync(asset.rawPayload).toString()).toBe(BIG_SCRIPT);

    const page = await app.inject({
      method: 'GET',
      url: `/blog/${'a'.repeat(2000)}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Academia Web /blog/aaa');

    const api = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json()).toMatchObject({ success: true });
  });

  it("sends the build's own .br or .gz of a file as it is, and the plain file otherwise", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/pre-Ij56Kl.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(PRE_BROTLI)).toBe(true);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/pre-Ij56Kl.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(PRE_GZIP)).toBe(true);

    const plain = await app.inject({ method: 'GET', url: '/assets/pre-Ij56Kl.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('hands pages to the renderer as a Fetch Request and streams its answer back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/blog/redes?pagina=2',
      headers: { host: 'academia.test', cookie: 'x=1', 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<h1>Academia Web /blog/redes</h1>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(seen).toHaveLength(1);
    const { request } = seen[0] ?? expect.unreachable();
    expect(request.url).toBe('http://academia.test/blog/redes?pagina=2');
    expect(request.method).toBe('GET');
    expect(request.headers.get('cookie')).toBe('x=1');
  });

  it("keeps the renderer's status, as for its 404 page", async () => {
    const res = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('/no-existe');
    const head = await app.inject({ method: 'HEAD', url: '/no-existe' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('never renders /api or /uploads paths: those keep their JSON 404', async () => {
    for (const url of ['/api/noExiste/', '/api', '/uploads/nada.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, error: { code: 'not_found' } });
    }
    expect(seen).toHaveLength(0);
  });

  it('gives loaders the academy settings and an in-process fetchApi', async () => {
    await app.inject({ method: 'GET', url: '/' });
    const { context } = seen[0] ?? expect.unreachable();
    expect(context.academyName).toBe('Academia Web');
    expect(context.publicUrl).toMatch(/^http/);
    const health = await context.fetchApi('/api/health/', { method: 'GET' });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true });
    const missing = await context.fetchApi('/api/noExiste/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(missing.status).toBe(404);
    await expect(context.fetchApi('/blog', { method: 'GET' })).rejects.toThrow(/\/api/);
  });

  it('gives each page its own script nonce and no inline script without it', async () => {
    const pages = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/' }),
    ];
    const nonces = pages.map((page, i) => {
      const policy = String(page.headers['content-security-policy']);
      const scriptSrc = directive(policy, 'script-src');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = scriptSrc.match(/^'self' 'nonce-([0-9a-f]{32})'$/)?.[1];
      expect(nonce, scriptSrc).toBeDefined();
      expect(seen[i]?.context.cspNonce).toBe(nonce);
      expect(directive(policy, 'script-src-attr')).toBe("'none'");
      expect(directive(policy, 'default-src')).toBe("'self'");
      expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps the API and uploads headers: no inline script for JSON, its own policy for files', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(api.headers['content-type']).toContain('application/json');
    // JSON is never a document: nothing runs or loads in it, and nothing may frame it.
    const apiPolicy = String(api.headers['content-security-policy']);
    expect(directive(apiPolicy, 'default-src')).toBe("'none'");
    expect(directive(apiPolicy, 'frame-ancestors')).toBe("'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    await app.ctx.storage.writeFile('web-csp/nota.txt', Buffer.from('<script>alert(1)</script>'));
    const file = await app.inject({ method: 'GET', url: '/uploads/web-csp/nota.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

/** The value of one directive of a Content-Security-Policy header ('' when absent). */
function directive(policy: string, name: string): string {
  for (const part of policy.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values.join(' ');
  }
  return '';
}
