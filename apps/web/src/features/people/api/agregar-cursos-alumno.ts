import {
  agregarCursosAlumno as call,
  type TAgregarCursosAlumnoRequest,
} from '@academia/contract/people/agregar-cursos-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarCursosAlumno(input: TAgregarCursosAlumnoRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarCursosAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarCursosAlumno,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
