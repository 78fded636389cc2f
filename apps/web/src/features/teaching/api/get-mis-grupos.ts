import {
  getMisGrupos as call,
  type TGetMisGruposResponse,
} from '@academia/contract/teaching/get-mis-grupos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getMisGrupos(page: number): Promise<TGetMisGruposResponse> {
  return callApi(call, { page });
}

export const misGruposQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { page }), queryFn: () => getMisGrupos(page) });

export const useMisGrupos = (page: number) =>
  useQuery({ ...misGruposQueryOptions(page), placeholderData: keepPreviousData });
