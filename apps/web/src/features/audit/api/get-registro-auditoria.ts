import {
  getRegistroAuditoria as call,
  type TGetRegistroAuditoriaRequest,
} from '@academia/contract/audit/get-registro-auditoria';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getRegistroAuditoria(input: TGetRegistroAuditoriaRequest) {
  return callApi(call, input);
}

export function getRegistroAuditoriaQuery(input: TGetRegistroAuditoriaRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getRegistroAuditoria(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetRegistroAuditoria(input: TGetRegistroAuditoriaRequest) {
  return useQuery({ ...getRegistroAuditoriaQuery(input), placeholderData: keepPreviousData });
}
