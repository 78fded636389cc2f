import { getEvaluacionesCursoAlumno as call } from '@academia/contract/evaluations/get-evaluaciones-curso-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getEvaluacionesCursoAlumno(curso: number, alumno_curso: number) {
  return (await callApi(call, { curso, alumno_curso })).content;
}

export const getEvaluacionesQueryOptions = (curso: number, alumno_curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso, alumno_curso }),
    queryFn: () => getEvaluacionesCursoAlumno(curso, alumno_curso),
  });

export const useEvaluacionesCursoAlumno = (curso: number, alumno_curso: number) =>
  useQuery({ ...getEvaluacionesQueryOptions(curso, alumno_curso), enabled: alumno_curso > 0 });
