import { NumberInput, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '~/lib/api-error';
import { Form } from './form';
import { renderWithMantine } from './render-with-mantine';
import { useContractForm } from './use-contract-form';

const ZRequest = z.object({
  curso: z.number().int(),
  nombre: z.string().trim().min(1),
  nota: z.coerce.number().min(0).max(5),
});

function GradeForm({ onSubmit }: { onSubmit: (r: z.input<typeof ZRequest>) => Promise<unknown> }) {
  const form = useContractForm({
    schema: ZRequest,
    initialValues: { nombre: '', nota: '' as number | string },
    toRequest: (values) => ({ ...values, curso: 7 }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Guardar" errorFallback="No se pudo guardar.">
      <TextInput label="Nombre" {...form.getInputProps('nombre')} />
      <NumberInput label="Nota" {...form.numberBounds('nota')} {...form.getInputProps('nota')} />
    </Form>
  );
}

// The first Mantine render in jsdom takes seconds on a busy two-core machine.
describe('Form', { timeout: 20_000 }, () => {
  it("shows the contract's Spanish sentence next to its field and sends nothing", async () => {
    const sent: unknown[] = [];
    renderWithMantine(<GradeForm onSubmit={async (r) => sent.push(r)} />);
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    const nota = screen.getByLabelText('Nota');
    expect(nota.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nota.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Escribe como máximo 5.',
    );
    expect(sent).toEqual([]);
  });

  it('keeps a number past its bound as typed and refuses it, never clamping it', async () => {
    const sent: unknown[] = [];
    renderWithMantine(<GradeForm onSubmit={async (r) => sent.push(r)} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    const nota = screen.getByLabelText('Nota') as HTMLInputElement;
    fireEvent.focus(nota);
    fireEvent.change(nota, { target: { value: '150' } });
    fireEvent.blur(nota);
    expect(nota.value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(nota.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(nota.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Escribe como máximo 5.',
    );
    expect(nota.value).toBe('150');
    expect(sent).toEqual([]);
  });

  it('sends the request the values make, with the button off while it is on its way', async () => {
    let release: () => void = () => {};
    const sent: unknown[] = [];
    renderWithMantine(
      <GradeForm
        onSubmit={(r) => {
          sent.push(r);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: '4' } });
    const button = screen.getByRole('button', { name: 'Guardar' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(sent).toEqual([{ curso: 7, nombre: 'Ana', nota: 4 }]);
    await act(async () => release());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it("places the server's field errors next to their field and the rest above the form", async () => {
    renderWithMantine(
      <GradeForm
        onSubmit={() =>
          Promise.reject(
            new ApiError(
              400,
              'validation',
              'Los datos enviados no son válidos. nombre: Ya existe.',
              [
                { path: 'nombre', message: 'Ya existe un curso con ese nombre.' },
                { path: 'curso', message: 'El curso no existe.' },
              ],
            ),
          )
        }
      />,
    );
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const nombre = screen.getByLabelText('Nombre');
    await waitFor(() => expect(nombre.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(nombre.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Ya existe un curso con ese nombre.');
    expect(screen.getByRole('alert').textContent).toBe('El curso no existe.');
  });

  it('shows a failure without fields above the form', async () => {
    renderWithMantine(<GradeForm onSubmit={() => Promise.reject(new TypeError('boom'))} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo guardar.');
  });
});
