import { getArticulosAdmin as call } from '@academia/contract/blog/get-articulos-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const articulosAdminQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });

export const useArticulosAdmin = (page: number) => useQuery(articulosAdminQueryOptions(page));
