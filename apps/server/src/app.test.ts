import { defineCall } from '@academia/contract/core/call';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../test/helper';
import { testConfig } from '../test/test-config';
import { buildApp } from './app';
import type { Database } from './db/client';
import { registerCall } from './platform/http/register-call';

const echo = defineCall({
  name: 'pruebaEco',
  access: 'anyone',
  summary: 'Llamada de prueba',
  request: z.object({ nombre: z.string().min(1), edad: z.number().int().min(0) }),
  response: z.object({ content: z.object({ saludo: z.string() }) }),
});

const failing = defineCall({
  name: 'pruebaFallo',
  access: 'anyone',
  summary: 'Llamada de prueba que falla',
  request: z.object({}),
  response: z.object({}),
});

describe('the HTTP core', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = await buildApp(testConfig(), { database });
    registerCall(app, echo, async ({ input }) => ({
      content: { saludo: `Hola, ${input.nombre}` },
    }));
    registerCall(app, failing, async () => {
      throw new Error('secreto interno');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers health once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, content: { status: 'ok', database: 'ok' } });
  });

  it('wraps a call answer in the success envelope, with or without the trailing slash', async () => {
    for (const url of ['/api/pruebaEco/', '/api/pruebaEco']) {
      const res = await app.inject({ method: 'POST', url, payload: { nombre: 'Ana', edad: 30 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, content: { saludo: 'Hola, Ana' } });
    }
  });

  it('answers bad input with 400 and a Spanish message per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pruebaEco/',
      payload: { nombre: '', edad: 'mucha' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toMatch(/^Los datos enviados no son válidos/);
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'edad',
      'nombre',
    ]);
    // The contract's own sentences (core/issue-message), never zod's locale wording.
    expect(body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'nombre', message: 'Este campo es obligatorio.' },
        { path: 'edad', message: 'Escribe un número.' },
      ]),
    );
  });

  it('answers a body that is not JSON with 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pruebaEco/',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'bad_request', message: 'El cuerpo de la petición no es un JSON válido.' },
    });
  });

  it('answers a body of another content type with 415 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pruebaEco/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'unsupported_media_type' } });
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pruebaEco/',
      payload: { nombre: 'x'.repeat(1_100_000), edad: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'payload_too_large' } });
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/noExiste/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'not_found', message: 'La llamada /api/noExiste/ no existe.' },
    });
  });

  it('answers a URL that cannot be decoded with 400 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health%C0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'bad_request' } });
  });

  it('hides an unexpected error behind a 500 with a Spanish message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/pruebaFallo/', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secreto interno');
    expect(res.json()).toMatchObject({ success: false, error: { code: 'internal' } });
  });

  it('sends security headers and keeps API answers out of caches', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    // HSTS only over https: platform/http/hsts.test.ts.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    // Failures carry them too: a handler's 500, an unknown call's 404, a body that is not JSON.
    const failures = [
      await app.inject({ method: 'POST', url: '/api/pruebaFallo/', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/noExiste/' }),
      await app.inject({
        method: 'POST',
        url: '/api/pruebaFallo/',
        headers: { 'content-type': 'text/plain' },
        payload: 'hola',
      }),
    ];
    expect(failures.map((f) => f.statusCode)).toEqual([500, 404, 415]);
    for (const f of failures) {
      expect(f.headers['content-security-policy'], String(f.statusCode)).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(f.headers['x-frame-options'], String(f.statusCode)).toBe('DENY');
    }
    // The API's documentation is a page, with the pages' policy.
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document generated from the contract at /api/docs', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/health/'].get.operationId).toBe('health');
  });
});
