import { getSubtemasTema as call } from '@academia/contract/content/get-subtemas-tema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getSubtemasTema(tema: number) {
  return (await callApi(call, { tema })).content;
}

export const getSubtemasTemaQueryOptions = (tema: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { tema }), queryFn: () => getSubtemasTema(tema) });

/** Nothing is fetched while `tema` is null. */
export const useGetSubtemasTema = (tema: number | null) =>
  useQuery({ ...getSubtemasTemaQueryOptions(tema ?? 0), enabled: tema !== null });
