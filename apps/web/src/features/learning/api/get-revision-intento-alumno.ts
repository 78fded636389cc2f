import { getRevisionIntentoAlumno as call } from '@academia/contract/evaluations/get-revision-intento-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getRevisionIntentoAlumno = (alumno_curso: number, intento: number) =>
  callApi(call, { alumno_curso, intento });

export const getRevisionQueryOptions = (alumno_curso: number, intento: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { alumno_curso, intento }),
    queryFn: () => getRevisionIntentoAlumno(alumno_curso, intento),
  });

/** A graded attempt, question by question (the correct answers only when the server allows). */
export const useRevisionIntento = (alumno_curso: number, intento: number) =>
  useQuery(getRevisionQueryOptions(alumno_curso, intento));
