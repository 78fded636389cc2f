import {
  getDatosAlumnoCursoGrupo as call,
  type TGetDatosAlumnoCursoGrupoRequest,
} from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getDatosAlumnoCursoGrupo(input: TGetDatosAlumnoCursoGrupoRequest) {
  return callApi(call, input);
}

export function getDatosAlumnoCursoGrupoQuery(input: TGetDatosAlumnoCursoGrupoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getDatosAlumnoCursoGrupo(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetDatosAlumnoCursoGrupo(
  input: TGetDatosAlumnoCursoGrupoRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getDatosAlumnoCursoGrupoQuery(input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
