import { getEvaluacionesAlumnoCursoAlumno as call } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getEvaluacionesAlumnoCursoAlumno = (alumno_curso: number, evaluacion: number) =>
  callApi(call, { alumno_curso, evaluacion });

export const getIntentosQueryOptions = (alumno_curso: number, evaluacion: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { alumno_curso, evaluacion }),
    queryFn: () => getEvaluacionesAlumnoCursoAlumno(alumno_curso, evaluacion),
  });

export const useIntentosEvaluacion = (alumno_curso: number, evaluacion: number) =>
  useQuery(getIntentosQueryOptions(alumno_curso, evaluacion));
