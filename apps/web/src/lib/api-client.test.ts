import { auth } from '@academia/contract/auth/auth';
import { getTipo } from '@academia/contract/auth/get-tipo';
import { defineCall } from '@academia/contract/core/call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { storeToken } from './session';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const search = defineCall({
  name: 'buscarAlumno',
  method: 'GET',
  access: ['admin'],
  summary: 'prueba',
  request: z.object({ q: z.string(), page: z.number(), ids: z.array(z.number()).optional() }),
  response: z.object({ content: z.array(z.string()) }),
});

const upload = defineCall({
  name: 'actualizarAlumno',
  access: 'signed-in',
  multipart: true,
  summary: 'prueba',
  request: z.object({ first_name: z.string(), alumno: z.number() }),
  response: z.object({}),
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
});

describe('callApi', () => {
  it('posts JSON to /api/<name>/ and answers the body without `success`', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, token: 'abc' }));
    const result = await callApi(auth, { username: 'ana@x.test', password: 'secreta123' });
    expect(result).toEqual({ token: 'abc' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/auth/');
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'ana@x.test',
      password: 'secreta123',
    });
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the stored session as the Authorization header', async () => {
    storeToken('k3y');
    expect(localStorage.getItem('token')).toBe('token k3y');
    fetchMock.mockResolvedValue(json(200, { success: true, content: { tipo: 1 } }));
    const result = await callApi(getTipo, {});
    expect(result.content.tipo).toBe(1);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/getTipo/');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('authorization')).toBe('token k3y');
  });

  it('puts GET input in the query string, repeating list values', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, content: [] }));
    await callApi(search, { q: 'pérez', page: 2, ids: [3, 4] });
    expect(lastRequest().url).toBe('/api/buscarAlumno/?q=p%C3%A9rez&page=2&ids=3&ids=4');
  });

  it('sends multipart calls as FormData with their files', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true }));
    const photo = new Blob(['x'], { type: 'image/png' });
    await callApi(upload, { first_name: 'Ana', alumno: 7 }, { files: { imagen: photo } });
    const { init, headers } = lastRequest();
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('first_name')).toBe('Ana');
    expect(form.get('alumno')).toBe('7');
    expect(form.get('imagen')).toBeInstanceOf(Blob);
    // The browser sets the multipart boundary itself.
    expect(headers.has('content-type')).toBe(false);
  });

  it("throws ApiError with the server's status, code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: {
          code: 'validation',
          message: 'Revisa los datos.',
          fields: [{ path: 'password', message: 'Es obligatorio.' }],
        },
      }),
    );
    const error = await callApi(auth, { username: 'a@b.test', password: '' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Revisa los datos.',
      fields: [{ path: 'password', message: 'Es obligatorio.' }],
    });
  });

  it('turns a network failure into a Spanish ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi(getTipo, {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect(error.message).toMatch(/No se pudo conectar con el servidor/);
  });

  it('does not accept an answer that is not the success envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await callApi(getTipo, {}).catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'unavailable' });
    expect(error.message).toMatch(/El servidor no respondió correctamente/);

    fetchMock.mockResolvedValue(json(200, { success: false }));
    await expect(callApi(getTipo, {})).rejects.toBeInstanceOf(ApiError);
  });

  it('uses the load context fetchApi on the server, without a token', async () => {
    storeToken('k3y');
    const fetchApi = vi.fn(async () => json(200, { success: true, content: { tipo: 0 } }));
    await callApi(getTipo, {}, { fetchApi });
    expect(fetchMock).not.toHaveBeenCalled();
    const [path, init] = fetchApi.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/getTipo/');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });
});
