import { getNoticiasAdmin as call } from '@academia/contract/blog/get-noticias-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export const noticiasAdminQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'noticias-admin', page],
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });

export const useNoticiasAdmin = (page: number) => useQuery(noticiasAdminQueryOptions(page));
