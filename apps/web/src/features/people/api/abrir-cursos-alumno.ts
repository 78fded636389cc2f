import {
  abrirCursosAlumno as call,
  type TAbrirCursosAlumnoRequest,
} from '@academia/contract/people/abrir-cursos-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function abrirCursosAlumno(input: TAbrirCursosAlumnoRequest) {
  return callApi(call, input);
}

export function abrirCursosAlumnoQuery(input: TAbrirCursosAlumnoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => abrirCursosAlumno(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAbrirCursosAlumno(
  input: TAbrirCursosAlumnoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...abrirCursosAlumnoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
