import { getTemasYsubtemas as call } from '@academia/contract/content/get-temas-ysubtemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getTemasYsubtemas = (curso: number) => callApi(call, { curso });

export const getTemasYsubtemasQueryOptions = (curso: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { curso }), queryFn: () => getTemasYsubtemas(curso) });

/** Nothing is fetched while `curso` is null. */
export const useGetTemasYsubtemas = (curso: number | null) =>
  useQuery({ ...getTemasYsubtemasQueryOptions(curso ?? 0), enabled: curso !== null });
