import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { type ConfirmOptions, useConfirm } from './confirm-dialog';
import { renderWithMantine } from './render-with-mantine';

function Screen({ options, answers }: { options: ConfirmOptions; answers: boolean[] }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <Button onClick={async () => answers.push(await confirm(options))}>Borrar</Button>
      {dialog}
    </>
  );
}

const question = '¿Estás seguro de eliminar la categoría «Redes»?';

// The first Mantine render in jsdom takes seconds on a busy two-core machine.
describe('useConfirm', { timeout: 20_000 }, () => {
  it('answers false when the person cancels, true when they confirm', async () => {
    const answers: boolean[] = [];
    renderWithMantine(
      <Screen options={{ title: 'Eliminar categoría', question }} answers={answers} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(answers).toEqual([false]));
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(answers).toEqual([false, true]));
  });

  it("keeps the dialog open with the server's message when the action fails", async () => {
    const answers: boolean[] = [];
    let calls = 0;
    const action = async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(409, 'conflict', 'La categoría tiene cursos.');
    };
    renderWithMantine(
      <Screen
        options={{
          title: 'Eliminar categoría',
          question,
          action,
          success: 'Categoría eliminada',
          successMs: 10,
        }}
        answers={answers}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La categoría tiene cursos.');
    expect(answers).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Categoría eliminada')).toBeTruthy();
    await waitFor(() => expect(answers).toEqual([true]));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
  });
});
