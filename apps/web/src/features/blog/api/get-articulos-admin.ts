import { getArticulosAdmin as call } from '@academia/contract/blog/get-articulos-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export const articulosAdminQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'articulos-admin', page],
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });

export const useArticulosAdmin = (page: number) => useQuery(articulosAdminQueryOptions(page));
