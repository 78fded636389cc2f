import {
  getInscripcionesPendientes as call,
  type TGetInscripcionesPendientesRequest,
} from '@academia/contract/learning/get-inscripciones-pendientes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getInscripcionesPendientes(input: TGetInscripcionesPendientesRequest) {
  return callApi(call, input);
}

export function getInscripcionesPendientesQuery(input: TGetInscripcionesPendientesRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getInscripcionesPendientes(input),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useGetInscripcionesPendientes(input: TGetInscripcionesPendientesRequest) {
  return useQuery({ ...getInscripcionesPendientesQuery(input), placeholderData: keepPreviousData });
}

/**
 * How many enrolments wait, for the sidebar's 'Inscripciones' (the first page's count). Read
 * again every minute, so registrations made meanwhile show up without a reload.
 */
export function usePendingEnrolmentsCount() {
  const query = useQuery({ ...getInscripcionesPendientesQuery({}), refetchInterval: 60_000 });
  return query.data?.count;
}
