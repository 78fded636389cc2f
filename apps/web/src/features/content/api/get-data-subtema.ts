import { getDataSubtema as call } from '@academia/contract/content/get-data-subtema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export const getDataSubtema = (subtema: number) => callApi(call, { subtema });

export const getDataSubtemaQueryOptions = (subtema: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { subtema }), queryFn: () => getDataSubtema(subtema) });

/** Nothing is fetched while `subtema` is null. */
export const useGetDataSubtema = (subtema: number | null) =>
  useQuery({ ...getDataSubtemaQueryOptions(subtema ?? 0), enabled: subtema !== null });
