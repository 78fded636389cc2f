import { getPreguntasEvaluacionCursoAlumno as call } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/** `iniciar` 1 starts a timed evaluation's attempt (and its clock) on the server. */
export const getPreguntasEvaluacionCursoAlumno = (
  evaluacion: number,
  alumno_curso: number,
  iniciar?: 1,
) => callApi(call, { evaluacion, alumno_curso, ...(iniciar && { iniciar }) });

/** Never cached: each load resumes (or opens) the attempt on the server. */
export const getPreguntasQueryOptions = (evaluacion: number, alumno_curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { evaluacion, alumno_curso }),
    queryFn: () => getPreguntasEvaluacionCursoAlumno(evaluacion, alumno_curso),
    staleTime: 0,
    gcTime: 0,
  });

export const usePreguntasEvaluacion = (evaluacion: number, alumno_curso: number) =>
  useQuery(getPreguntasQueryOptions(evaluacion, alumno_curso));
