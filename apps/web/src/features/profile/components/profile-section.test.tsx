import { ZActualizarIdiomaRequest } from '@academia/contract/people/actualizar-idioma';
import { ZAgregarIdiomaRequest } from '@academia/contract/people/agregar-idioma';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '~/components/ui/render-with-mantine';
import { ProfileSection } from './profile-section';

interface Calls {
  added: unknown[];
  edited: unknown[];
  deleted: number[];
}

function renderSection(calls: Calls) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <ProfileSection
        title="Idiomas"
        items={[{ id: 4, idioma: 'Francés', nivel: 'A2' }]}
        describe={(i) => ({ title: i.idioma, details: i.nivel })}
        fields={[
          { name: 'idioma', label: 'Idioma', required: true },
          { name: 'nivel', label: 'Nivel' },
        ]}
        addLabel="Agregar idioma"
        schema={ZAgregarIdiomaRequest}
        toRequest={(x) => ({ idioma: x.idioma ?? '', nivel: x.nivel ?? '' })}
        onAdd={async (request) => calls.added.push(request)}
        onDelete={async (id) => calls.deleted.push(id)}
        deleteTitle="Eliminar idioma"
        editSchema={ZActualizarIdiomaRequest}
        toValues={(i) => ({ idioma: i.idioma, nivel: i.nivel })}
        onEdit={async (request) => calls.edited.push(request)}
        editTitle="Editar idioma"
      />
    </QueryClientProvider>,
  );
}

describe('ProfileSection', () => {
  it('deletes an item only once the person confirms', async () => {
    const calls: Calls = { added: [], edited: [], deleted: [] };
    renderSection(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Francés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar idioma' });
    expect(dialog.textContent).toContain('¿Estás seguro de eliminar «Francés» de tu perfil?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Francés' }));
    const again = await screen.findByRole('dialog', { name: 'Eliminar idioma' });
    fireEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.deleted).toEqual([4]));
  });

  it('says what is missing next to its field, then adds and empties the form', async () => {
    const calls: Calls = { added: [], edited: [], deleted: [] };
    renderSection(calls);
    const idioma = screen.getByRole('textbox', { name: 'Idioma' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar idioma' }));
    await waitFor(() => expect(idioma.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(idioma.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Escribe el idioma.');
    expect(calls.added).toEqual([]);

    fireEvent.change(idioma, { target: { value: 'Alemán' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar idioma' }));
    await waitFor(() => expect(calls.added).toEqual([{ idioma: 'Alemán', nivel: '' }]));
    await waitFor(() => expect((idioma as HTMLInputElement).value).toBe(''));
  });

  it('edits an item in a modal that starts from its values, with errors next to the field', async () => {
    const calls: Calls = { added: [], edited: [], deleted: [] };
    renderSection(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Francés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar idioma' });
    const idioma = within(dialog).getByRole('textbox', { name: 'Idioma' }) as HTMLInputElement;
    expect(idioma.value).toBe('Francés');
    fireEvent.change(idioma, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(idioma.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(idioma.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Escribe el idioma.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nivel' }), {
      target: { value: 'B1' },
    });
    fireEvent.change(idioma, { target: { value: 'Francés' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.edited).toEqual([{ id: 4, idioma: 'Francés', nivel: 'B1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.added).toEqual([]);
  });
});
