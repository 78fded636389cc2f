import { cursoPaginado as call } from '@academia/contract/catalog/curso-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { catalogKeys } from './keys';

export const cursoPaginado = (page: number) => callApi(call, { page });

export const cursoPaginadoQueryOptions = (page: number) =>
  queryOptions({
    queryKey: catalogKeys.cursosPage(page),
    queryFn: () => cursoPaginado(page),
    placeholderData: keepPreviousData,
  });

export const useCursoPaginado = (page: number) => useQuery(cursoPaginadoQueryOptions(page));
