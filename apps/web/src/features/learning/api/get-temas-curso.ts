import { getTemasCurso as call } from '@academia/contract/learning/get-temas-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getTemasCurso = (curso: number, alumno_curso: string) =>
  callApi(call, { curso, alumno_curso });

export const getTemasCursoQueryOptions = (curso: number, alumno_curso: string) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso, alumno_curso }),
    queryFn: () => getTemasCurso(curso, alumno_curso),
  });

export const useTemasCurso = (curso: number, alumno_curso: string) =>
  useQuery(getTemasCursoQueryOptions(curso, alumno_curso));
