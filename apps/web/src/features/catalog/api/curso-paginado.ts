import { cursoPaginado as call } from '@academia/contract/catalog/curso-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const cursoPaginado = (page: number) => callApi(call, { page });

export const cursoPaginadoQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => cursoPaginado(page),
    placeholderData: keepPreviousData,
  });

export const useCursoPaginado = (page: number) => useQuery(cursoPaginadoQueryOptions(page));
