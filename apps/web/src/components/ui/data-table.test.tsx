import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable, type Sort } from './data-table';
import { renderWithMantine } from './render-with-mantine';

interface Curso {
  id: number;
  nombre: string;
  alumnos: number;
}

const columns: DataColumn<Curso>[] = [
  { key: 'nombre', header: 'Nombre', cell: (c) => c.nombre, sortValue: (c) => c.nombre },
  { key: 'alumnos', header: 'Alumnos', cell: (c) => c.alumnos, sortValue: (c) => c.alumnos },
];

const cursos: Curso[] = [
  { id: 1, nombre: 'Redes', alumnos: 3 },
  { id: 2, nombre: 'Álgebra', alumnos: 12 },
  { id: 3, nombre: 'Bases de datos', alumnos: 7 },
];

/** Plain selectors here: role queries over a whole table are slow in jsdom. */
function firstColumn() {
  return [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
}

// The first Mantine render in jsdom takes seconds on a busy two-core machine.
describe('DataTable', { timeout: 20_000 }, () => {
  it('sorts by a header button, announcing the order with aria-sort', () => {
    renderWithMantine(
      <DataTable label="Cursos" columns={columns} rows={cursos} rowKey={(c) => c.id} empty="" />,
    );
    expect(firstColumn()).toEqual(['Redes', 'Álgebra', 'Bases de datos']);
    expect(screen.getByRole('table', { name: 'Cursos' })).toBeTruthy();
    const [header, second] = document.querySelectorAll('th');
    const byName = header?.querySelector('button');
    const byAlumnos = second?.querySelector('button');
    if (!header || !byName || !byAlumnos) throw new Error('sortable headers are buttons');
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(byName);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Álgebra', 'Bases de datos', 'Redes']);
    fireEvent.click(byName);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Redes', 'Bases de datos', 'Álgebra']);
    fireEvent.click(byAlumnos);
    expect(firstColumn()).toEqual(['Redes', 'Bases de datos', 'Álgebra']);
    expect(header.getAttribute('aria-sort')).toBe('none');
  });

  it('leaves the order to the server when it sorts, reporting the header clicked', () => {
    const asked: Sort[] = [];
    renderWithMantine(
      <DataTable
        label="Cursos"
        columns={columns}
        rows={cursos}
        rowKey={(c) => c.id}
        empty=""
        serverSort={{
          sort: { key: 'nombre', direction: 'descending' },
          onChange: (s) => asked.push(s),
        }}
      />,
    );
    const [header] = document.querySelectorAll('th');
    const byName = header?.querySelector('button');
    if (!header || !byName) throw new Error('sortable headers are buttons');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(byName);
    expect(asked).toEqual([{ key: 'nombre', direction: 'ascending' }]);
    expect(firstColumn()).toEqual(['Redes', 'Álgebra', 'Bases de datos']);
  });

  it("pages through the server's pages of 20", () => {
    const asked: number[] = [];
    function Paged() {
      const [page, setPage] = useState(1);
      return (
        <DataTable
          label="Cursos"
          columns={columns}
          rows={cursos}
          rowKey={(c) => c.id}
          empty=""
          page={{
            page,
            count: 45,
            onChange: (n) => {
              asked.push(n);
              setPage(n);
            },
          }}
        />
      );
    }
    renderWithMantine(<Paged />);
    expect(screen.getByText('Estás en la página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(asked).toEqual([2, 3]);
    expect(screen.getByText('Estás en la página 3 de 3')).toBeTruthy();
  });

  it('says so when the list is empty, and shows row actions', () => {
    const { rerender } = renderWithMantine(
      <DataTable
        label="Cursos"
        columns={columns}
        rows={[]}
        rowKey={(c) => c.id}
        empty="No hay cursos."
      />,
    );
    expect(screen.getByText('No hay cursos.')).toBeTruthy();
    rerender(
      <DataTable
        label="Cursos"
        columns={columns}
        rows={cursos.slice(0, 1)}
        rowKey={(c) => c.id}
        empty="No hay cursos."
        actions={(c) => <Button aria-label={`Editar ${c.nombre}`}>Editar</Button>}
      />,
    );
    expect(screen.queryByText('No hay cursos.')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Redes' })).toBeTruthy();
  });

  it('shows a loading row until the first answer', () => {
    renderWithMantine(
      <DataTable
        label="Cursos"
        columns={columns}
        rows={undefined}
        rowKey={(c) => c.id}
        empty="No hay cursos."
      />,
    );
    expect(screen.getByRole('table', { name: 'Cursos' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No hay cursos.')).toBeNull();
  });
});
