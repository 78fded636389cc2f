import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { QueryState } from './query-state';
import { renderWithMantine } from './render-with-mantine';

describe('QueryState', () => {
  it('announces the wait by its label while the query loads', () => {
    renderWithMantine(
      <QueryState query={{ isError: false, error: null }} label="Cargando el foro" />,
    );
    expect(screen.getByRole('status', { name: 'Cargando el foro' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message once the call failed", () => {
    renderWithMantine(
      <QueryState
        query={{ isError: true, error: new ApiError(403, 'forbidden', 'No tienes acceso.') }}
        label="Cargando el foro"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('No tienes acceso.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to plain Spanish when the failure is not a call of ours', () => {
    renderWithMantine(
      <QueryState
        query={{ isError: true, error: new TypeError('Failed to fetch') }}
        label="Cargando la revisión"
        fallback="No se pudo cargar la revisión del intento."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'No se pudo cargar la revisión del intento.',
    );
  });
});
