import { getCategorias } from '@academia/contract/blog/get-categorias';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';
import { queryTestKit } from '~/lib/query-test-kit';
import { useAgregarPagoAlumnoCurso } from './agregar-pago-alumno-curso';
import { useGetAlumnoGrupos } from './get-alumno-grupos';
import { useGetPagosAlumnoCurso } from './get-pagos-alumno-curso';

describe('useAgregarPagoAlumnoCurso', () => {
  it("refetches that student's payments and balances, not another student's nor the blog", async () => {
    const { wrapper, requestsOf } = queryTestKit();
    const { result } = renderHook(
      () => ({
        pagos: useGetPagosAlumnoCurso({ alumno: 7, grupo: 3 }),
        saldos: useGetAlumnoGrupos({ alumno: 7 }),
        otroAlumno: useGetPagosAlumnoCurso({ alumno: 8, grupo: 3 }),
        blog: useQuery({
          queryKey: queryKeyOf(getCategorias, {}),
          queryFn: () => callApi(getCategorias, {}),
        }),
        agregar: useAgregarPagoAlumnoCurso(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pagos.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.saldos.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.otroAlumno.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.blog.isSuccess).toBe(true));
    expect(requestsOf('getPagosAlumnoCurso')).toBe(2);
    const otroAlumnoLeido = result.current.otroAlumno.dataUpdatedAt;

    await result.current.agregar.mutateAsync({
      alumno: 7,
      grupo: 3,
      monto: '500.00',
      fecha: '2026-11-02',
      metodo_pago: 4,
      idempotency_key: 'c0ffee00-0000-4000-8000-000000000001',
    });

    expect(requestsOf('agregarPagoAlumnoCurso')).toBe(1);
    expect(requestsOf('getPagosAlumnoCurso')).toBe(3);
    expect(result.current.otroAlumno.dataUpdatedAt).toBe(otroAlumnoLeido);
    expect(requestsOf('getAlumnoGrupos')).toBe(2);
    expect(requestsOf('getCategorias')).toBe(1);
  });
});
