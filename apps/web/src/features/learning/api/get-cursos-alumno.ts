import { getCursosAlumno as call } from '@academia/contract/learning/get-cursos-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function getCursosAlumno() {
  return (await callApi(call, {})).content;
}

export const getCursosAlumnoQueryOptions = () =>
  queryOptions({ queryKey: ['learning', 'cursos'], queryFn: getCursosAlumno });

export const useCursosAlumno = () => useQuery(getCursosAlumnoQueryOptions());
