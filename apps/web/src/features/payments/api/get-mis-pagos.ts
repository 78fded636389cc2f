import {
  getMisPagos as call,
  type TGetMisPagosRequest,
} from '@academia/contract/payments/get-mis-pagos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getMisPagos(input: TGetMisPagosRequest) {
  return callApi(call, input);
}

export function getMisPagosQuery(input: TGetMisPagosRequest) {
  return queryOptions({ queryKey: queryKeyOf(call, input), queryFn: () => getMisPagos(input) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetMisPagos(input: TGetMisPagosRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMisPagosQuery(input), placeholderData: keepPreviousData, ...options });
}
