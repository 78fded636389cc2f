import { getAplicantes as call } from '@academia/contract/jobs/get-aplicantes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export const aplicantesQueryOptions = (uniqueId: string, page: number) =>
  queryOptions({
    queryKey: ['jobs', 'aplicantes', uniqueId, page],
    queryFn: () => callApi(call, { unique_id: uniqueId, page }),
    placeholderData: keepPreviousData,
  });

export const useAplicantes = (uniqueId: string, page: number) =>
  useQuery(aplicantesQueryOptions(uniqueId, page));
