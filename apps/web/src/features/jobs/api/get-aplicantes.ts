import { getAplicantes as call } from '@academia/contract/jobs/get-aplicantes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const aplicantesQueryOptions = (uniqueId: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { unique_id: uniqueId, page }),
    queryFn: () => callApi(call, { unique_id: uniqueId, page }),
    placeholderData: keepPreviousData,
  });

export const useAplicantes = (uniqueId: string, page: number) =>
  useQuery(aplicantesQueryOptions(uniqueId, page));
