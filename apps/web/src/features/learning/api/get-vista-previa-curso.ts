import { getVistaPreviaCurso as call } from '@academia/contract/catalog/get-vista-previa-curso';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getVistaPreviaCurso = (curso: number) => callApi(call, { curso });

export const getVistaPreviaCursoQueryOptions = (curso: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso }),
    queryFn: () => getVistaPreviaCurso(curso),
  });

export const useVistaPreviaCurso = (curso: number) =>
  useQuery(getVistaPreviaCursoQueryOptions(curso));
