import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryTestKit } from '~/lib/query-test-kit';
import { useActivarAlumno } from './activar-alumno';
import { useAlumnoPaginado } from './alumno-paginado';
import { useProfesorPaginado } from './profesor-paginado';

describe('useActivarAlumno', () => {
  it("refetches the students' list and leaves the teachers' list alone", async () => {
    const { wrapper, requestsOf } = queryTestKit();
    const { result } = renderHook(
      () => ({
        alumnos: useAlumnoPaginado({ page: 1, is_active: 0, search: '' }),
        profesores: useProfesorPaginado({ page: 1, is_active: 1, search: '' }),
        activar: useActivarAlumno(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.alumnos.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.profesores.isSuccess).toBe(true));

    await result.current.activar.mutateAsync({ alumno: 7 });

    expect(requestsOf('activarAlumno')).toBe(1);
    expect(requestsOf('alumno/paginado')).toBe(2);
    expect(requestsOf('profesor/paginado')).toBe(1);
  });
});
