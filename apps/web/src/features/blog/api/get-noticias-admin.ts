import { getNoticiasAdmin as call } from '@academia/contract/blog/get-noticias-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const noticiasAdminQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });

export const useNoticiasAdmin = (page: number) => useQuery(noticiasAdminQueryOptions(page));
