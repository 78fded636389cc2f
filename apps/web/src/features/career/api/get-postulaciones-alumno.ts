import {
  getPostulacionesAlumno as call,
  type TGetPostulacionesAlumnoRequest,
} from '@academia/contract/career/get-postulaciones-alumno';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getPostulacionesAlumno(input: TGetPostulacionesAlumnoRequest) {
  return callApi(call, input);
}

export function getPostulacionesAlumnoQuery(input: TGetPostulacionesAlumnoRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getPostulacionesAlumno(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetPostulacionesAlumno(input: TGetPostulacionesAlumnoRequest) {
  return useQuery({ ...getPostulacionesAlumnoQuery(input), placeholderData: keepPreviousData });
}
