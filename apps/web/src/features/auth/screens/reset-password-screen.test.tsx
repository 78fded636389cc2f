import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '~/components/ui/render-with-mantine';
import ResetPasswordScreen from './reset-password-screen';

/** The server, as the screen's call reaches it: answers the confirmation text. */
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    Response.json({ success: true, content: { mensaje: 'Tu contraseña se guardó.' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

/** The bodies sent to `restablecerPassword`. */
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/api/restablecerPassword/'))
    .map(([, init]) => JSON.parse(String(init?.body)));

const TOKEN = 'a'.repeat(43);

function open() {
  const Stub = createRoutesStub([
    {
      path: '/restablecer-contrasena/:token',
      Component: ResetPasswordScreen,
      HydrateFallback: () => null,
      loader: () => ({ valid: true, email: 'ana@correo.test', proposito: 'restablecer' }),
    },
  ]);
  renderWithMantine(<Stub initialEntries={[`/restablecer-contrasena/${TOKEN}`]} />);
}

// The first Mantine render in jsdom takes seconds on a busy two-core machine.
describe('restablecer-contrasena', { timeout: 20_000 }, () => {
  it('says the two passwords differ and sends nothing', async () => {
    open();
    fireEvent.change(await screen.findByLabelText(/Nueva contraseña/), {
      target: { value: 'contrasena-larga-1' },
    });
    fireEvent.change(screen.getByLabelText(/Confirmar contraseña/), {
      target: { value: 'contrasena-larga-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no son iguales.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("sends the link's token with the new password and shows the server's answer", async () => {
    open();
    for (const label of [/Nueva contraseña/, /Confirmar contraseña/]) {
      fireEvent.change(await screen.findByLabelText(label), {
        target: { value: 'contrasena-larga-1' },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Tu contraseña se guardó.',
    );
    await waitFor(() => expect(sent()).toEqual([{ token: TOKEN, password: 'contrasena-larga-1' }]));
  });
});
