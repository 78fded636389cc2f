import { getCursosAlumno as call } from '@academia/contract/learning/get-cursos-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getCursosAlumno() {
  return (await callApi(call, {})).content;
}

export const getCursosAlumnoQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getCursosAlumno });

export const useCursosAlumno = () => useQuery(getCursosAlumnoQueryOptions());
