import { getGruposCurso } from '@academia/contract/groups/get-grupos-curso';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';
import { queryTestKit } from '~/lib/query-test-kit';
import { useGenerarCertificadoAlumno } from './generar-certificado-alumno';
import { useCertificadosCurso } from './get-certificados-curso';

describe('useGenerarCertificadoAlumno', () => {
  it("refetches the course's certificates and enrolled students, not its groups", async () => {
    const { wrapper, requestsOf } = queryTestKit();
    // Another feature's screens read these; the contract call is all the mutation needs.
    const alumnos = { curso: 4, page: 1 };
    const grupos = { curso: 4, activo: 1, page: 1 };
    const { result } = renderHook(
      () => ({
        certificados: useCertificadosCurso(4, 1),
        alumnos: useQuery({
          queryKey: queryKeyOf(getAlumnosCurso, alumnos),
          queryFn: () => callApi(getAlumnosCurso, alumnos),
        }),
        grupos: useQuery({
          queryKey: queryKeyOf(getGruposCurso, grupos),
          queryFn: () => callApi(getGruposCurso, grupos),
        }),
        generar: useGenerarCertificadoAlumno(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.certificados.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.alumnos.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.grupos.isSuccess).toBe(true));

    await result.current.generar.mutateAsync({ alumno: 12 });

    expect(requestsOf('generarCertificadoAlumno')).toBe(1);
    expect(requestsOf('getCertificadosCurso')).toBe(2);
    expect(requestsOf('getAlumnosCurso')).toBe(2);
    expect(requestsOf('getGruposCurso')).toBe(1);
  });
});
