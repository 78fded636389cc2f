import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import * as sample from '../../test/sample-files';
import { makeTempDir } from '../../test/temp-dirs';
import { testConfig } from '../../test/test-config';
import { buildApp } from '../app';
import { registerWebRoutes } from '../platform/web/web.plugin';

/**
 * A Content-Security-Policy and `nosniff` on every kind of answer a browser could render:
 * server-rendered pages and their 404 and error pages, build files, the API (answers, errors,
 * unknown calls, its documentation) and uploaded files, found or not.
 */
let app: FastifyInstance;
let drop: () => Promise<void>;

/** Stands in for React Router: a page, its 404 page, and a page whose loader fails. */
async function renderer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/roto') throw new Error('fallo del renderizador');
  const status = pathname === '/no-existe' ? 404 : 200;
  return new Response(`<!doctype html><h1>${status}</h1>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

beforeAll(async () => {
  const clientDir = makeTempDir('academia-csp-');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-Ab12Cd.js'), 'console.log(1);');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp(testConfig(), { database: opened.database });
  await registerWebRoutes(app, clientDir, renderer);
  await app.ready();
  await app.ctx.storage.writeFile('csp/foto.png', sample.png);
  await app.ctx.storage.writeFile('csp/notas.txt', Buffer.from('<script>alert(1)</script>'));
  await app.ctx.storage.writeFile('csp/cv.pdf', sample.pdf);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

const request = (url: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'GET',
  url,
  ...extra,
});

/** Pages (the API's documentation too): the site's policy, where only the page's own scripts may run. */
const SITE: readonly [string, InjectOptions, number][] = [
  ['a server-rendered page', request('/'), 200],
  ['a public page with a path', request('/blog/un-articulo'), 200],
  ['the 404 page', request('/no-existe'), 404],
  ['a page whose rendering fails', request('/roto'), 500],
  ['a page asked with HEAD', request('/', { method: 'HEAD' }), 200],
  ['a built script', request('/assets/entry-Ab12Cd.js'), 200],
  ['a built SVG', request('/favicon.svg'), 200],
  ['the API documentation page', request('/api/docs'), 200],
  ['the OpenAPI document', request('/api/docs/json'), 200],
];

/** API answers are never a document: nothing may run, load or frame them. */
const API: readonly [string, InjectOptions, number][] = [
  ['an API answer', request('/api/health/'), 200],
  [
    'an API refusal (400)',
    request('/api/auth/', {
      method: 'POST',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    }),
    400,
  ],
  [
    'an API refusal (401)',
    request('/api/getAlumnos/', { headers: { authorization: 'token nada' } }),
    401,
  ],
  ['an unknown call', request('/api/noExiste/'), 404],
];

/** Uploaded files: nothing may run in them at all. */
const FILES: readonly [string, InjectOptions, number][] = [
  ['an uploaded image', request('/uploads/csp/foto.png'), 200],
  ['an uploaded text with markup', request('/uploads/csp/notas.txt'), 200],
  [
    'a range of an uploaded file',
    request('/uploads/csp/foto.png', { headers: { range: 'bytes=0-3' } }),
    206,
  ],
  [
    'a range past the end',
    request('/uploads/csp/foto.png', { headers: { range: 'bytes=9999-' } }),
    416,
  ],
  ['a missing upload', request('/uploads/csp/no-existe.png'), 404],
  ['a traversal attempt', request('/uploads/..%2f..%2fetc%2fpasswd'), 404],
  ['an uploaded file asked with HEAD', request('/uploads/csp/foto.png', { method: 'HEAD' }), 200],
];

describe('Content-Security-Policy and nosniff on every answer', () => {
  it.each(SITE)('%s', async (_what, options, status) => {
    const res = await app.inject(options);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = directives(String(res.headers['content-security-policy'] ?? ''));
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
    expect(policy.get('script-src-attr')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
  });

  it.each(API)('%s', async (_what, options, status) => {
    const res = await app.inject(options);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = directives(String(res.headers['content-security-policy'] ?? ''));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': "'none'",
      'frame-ancestors': "'none'",
    });
  });

  it.each(FILES)('%s', async (_what, options, status) => {
    const res = await app.inject(options);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('a URL too broken to route (no hook runs for it) still carries both headers', async () => {
    const res = await app.inject(request('/api/health%C0'));
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('an uploaded PDF: nothing loads and no page script runs (the viewer needs its styles)', async () => {
    const res = await app.inject(request('/uploads/csp/cv.pdf'));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = directives(String(res.headers['content-security-policy']));
    expect(policy.get('default-src')).toBe("'none'");
    expect([...policy.keys()].sort()).toEqual(['default-src', 'style-src']);
  });

  it('anything not an image, video or PDF is downloaded, never shown', async () => {
    const text = await app.inject(request('/uploads/csp/notas.txt'));
    expect(text.headers['content-disposition']).toBe('attachment');
    const image = await app.inject(request('/uploads/csp/foto.png'));
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });
});
