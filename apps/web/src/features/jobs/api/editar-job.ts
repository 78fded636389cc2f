import { editarJob as call } from '@academia/contract/jobs/editar-job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const editarJobQueryOptions = (uniqueId: string) =>
  queryOptions({
    queryKey: queryKeyOf(call, { unique_id: uniqueId }),
    queryFn: async () => (await callApi(call, { unique_id: uniqueId })).content,
  });

export const useEditarJob = (uniqueId: string) => useQuery(editarJobQueryOptions(uniqueId));
