import { categoriaCursoPaginado as call } from '@academia/contract/catalog/categoria-curso-paginado';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const categoriaCursoPaginado = (page: number) => callApi(call, { page });

export const categoriaCursoPaginadoQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => categoriaCursoPaginado(page),
    placeholderData: keepPreviousData,
  });

export const useCategoriaCursoPaginado = (page: number) =>
  useQuery(categoriaCursoPaginadoQueryOptions(page));
