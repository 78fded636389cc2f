import { getQuizSubtema as call } from '@academia/contract/content/get-quiz-subtema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getQuizSubtema(subtema: number) {
  return (await callApi(call, { subtema })).content;
}

export const getQuizSubtemaQueryOptions = (subtema: number) =>
  queryOptions({ queryKey: queryKeyOf(call, { subtema }), queryFn: () => getQuizSubtema(subtema) });

/** Nothing is fetched while `subtema` is null. */
export const useGetQuizSubtema = (subtema: number | null) =>
  useQuery({ ...getQuizSubtemaQueryOptions(subtema ?? 0), enabled: subtema !== null });
