import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '~/lib/query-client';
import { getStoredToken, storeToken } from '~/lib/session';
import { requireTipo } from './require-tipo';

const fetchMock = vi.fn<typeof fetch>();

function tipoAnswer(tipo: number): Response {
  return new Response(JSON.stringify({ success: true, content: { tipo } }), { status: 200 });
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('location');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  fetchMock.mockReset();
});

describe('requireTipo', () => {
  it('sends a visitor without a session to the login page, without asking the server', async () => {
    expect(await redirectOf(requireTipo([1]))).toBe('/iniciar-sesion');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the right kind of user in', async () => {
    storeToken('k');
    fetchMock.mockResolvedValue(tipoAnswer(0));
    await expect(requireTipo([0, 2])).resolves.toBe(0);
  });

  it('sends another kind of user to their own home', async () => {
    storeToken('k');
    fetchMock.mockResolvedValue(tipoAnswer(1));
    expect(await redirectOf(requireTipo([0]))).toBe('/plataforma/cursos');
  });

  it('drops a token the server refuses and sends to the login page', async () => {
    storeToken('caducado');
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          error: { code: 'unauthorized', message: 'Inicia sesión.' },
        }),
        { status: 401 },
      ),
    );
    expect(await redirectOf(requireTipo([1]))).toBe('/iniciar-sesion');
    expect(getStoredToken()).toBeNull();
  });

  it('lets other failures reach the error boundary', async () => {
    storeToken('k');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requireTipo([1])).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(getStoredToken()).toBe('token k');
  });
});
