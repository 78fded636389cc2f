import {
  getAvisosAdmin as call,
  type TGetAvisosAdminResponse,
} from '@academia/contract/announcements/get-avisos-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getAvisosAdmin(curso: number, page: number): Promise<TGetAvisosAdminResponse> {
  return callApi(call, { curso, page });
}

export const avisosAdminQueryOptions = (curso: number, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { curso, page }),
    queryFn: () => getAvisosAdmin(curso, page),
  });

export const useAvisosAdmin = (curso: number, page: number) =>
  useQuery({ ...avisosAdminQueryOptions(curso, page), placeholderData: keepPreviousData });
