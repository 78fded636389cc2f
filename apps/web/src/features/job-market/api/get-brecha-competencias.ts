import { getBrechaCompetencias as call } from '@academia/contract/skills/get-brecha-competencias';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function useBrechaCompetencias(page: number) {
  return useQuery({
    queryKey: queryKeyOf(call, { page }),
    queryFn: () => callApi(call, { page }),
    placeholderData: keepPreviousData,
  });
}
