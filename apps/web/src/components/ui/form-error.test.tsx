import { Button, MantineProvider, Modal } from '@mantine/core';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '~/app/theme';
import { queryClient } from '~/lib/query-client';
import { CallOutcomeProvider } from './call-outcome';
import { FormError } from './form-error';
import { renderWithMantine } from './render-with-mantine';

/** Two unrelated changes on one screen: the failed one's banner is the screen's own state. */
function Screen() {
  const [error, setError] = useState<string | null>(null);
  const fail = useMutation({
    mutationFn: async () => {
      throw new Error('No se pudo activar el grupo.');
    },
    onError: (err) => setError(err.message),
  });
  const save = useMutation({ mutationFn: async () => 'ok' });
  return (
    <>
      <FormError message={error} />
      <Button onClick={() => fail.mutate()}>Activar</Button>
      <Button onClick={() => save.mutate()}>Guardar</Button>
    </>
  );
}

describe('FormError', { timeout: 20_000 }, () => {
  it('clears after a later success and shows a later failure again', async () => {
    renderWithMantine(
      <QueryClientProvider client={queryClient}>
        <CallOutcomeProvider>
          <Screen />
        </CallOutcomeProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo activar el grupo.');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo activar el grupo.');
  });

  it('keeps a message that no later success answered', async () => {
    renderWithMantine(<FormError message="Las contraseñas no son iguales." />);
    expect(screen.getByRole('alert').textContent).toBe('Las contraseñas no son iguales.');
  });
});

describe('theme', { timeout: 20_000 }, () => {
  it("names every modal's close button 'Cerrar'", async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="Pagos" transitionProps={{ duration: 0 }}>
          contenido
        </Modal>
      </MantineProvider>,
    );
    await act(async () => {});
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
