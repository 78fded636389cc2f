import {
  getOportunidadesAlumno as call,
  type TGetOportunidadesAlumnoRequest,
} from '@academia/contract/career/get-oportunidades-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getOportunidadesAlumno(input: TGetOportunidadesAlumnoRequest) {
  return callApi(call, input);
}

export function getOportunidadesAlumnoQuery(input: TGetOportunidadesAlumnoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getOportunidadesAlumno(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetOportunidadesAlumno(input: TGetOportunidadesAlumnoRequest) {
  return useQuery({ ...getOportunidadesAlumnoQuery(input), placeholderData: keepPreviousData });
}
