import type { TPersona } from '@academia/contract/people/people-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '~/components/ui/render-with-mantine';
import { masDeLasCoincidencias } from '~/components/ui/search-count-note';
import { StudentsScreen } from './students-screen';

const persona = (id: number): TPersona => ({
  id,
  unique_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  first_name: `Alumno${id}`,
  last_name: 'Pérez',
  apellido_materno: '',
  email: `a${id}@prueba.test`,
  celular: '',
  empleo_actual: '',
  empresa: '',
  imagen: null,
  is_active: true,
  fecha_inscripcion: '2026-11-26T12:00:00.000Z',
});

/** The students' list answers one page of `count` students, counted exactly or not. */
function renderScreen(list: { count: number; count_exacto: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, results: [1, 2, 3].map(persona), ...list })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <StudentsScreen renderPayments={() => null} />
    </QueryClientProvider>,
  );
}

describe('StudentsScreen', () => {
  it('says more than 1 000 match instead of a total, and pages within the first 1 000', async () => {
    renderScreen({ count: 1000, count_exacto: false });
    expect(await screen.findByText(masDeLasCoincidencias('alumnos'))).toBeTruthy();
    expect(masDeLasCoincidencias('alumnos')).toBe(
      'Más de 1 000 alumnos coinciden; escribe más para acotar la búsqueda.',
    );
    expect(screen.getByRole('button', { name: 'Página 50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Página 51' })).toBeNull();
  });

  it('says nothing of the kind when the count is exact', async () => {
    renderScreen({ count: 1200, count_exacto: true });
    expect(await screen.findByRole('button', { name: 'Página 60' })).toBeTruthy();
    expect(screen.queryByText(/escribe más para acotar/)).toBeNull();
  });
});
