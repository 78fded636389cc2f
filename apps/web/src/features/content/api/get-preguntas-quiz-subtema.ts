import { getPreguntasQuizSubtema as call } from '@academia/contract/content/get-preguntas-quiz-subtema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getPreguntasQuizSubtema(quiz: number) {
  return (await callApi(call, { quiz })).content;
}

export const getPreguntasQuizSubtemaQueryOptions = (quiz: number) =>
  queryOptions({
    queryKey: queryKeyOf(call, { quiz }),
    queryFn: () => getPreguntasQuizSubtema(quiz),
  });

/** Nothing is fetched while `quiz` is null. */
export const useGetPreguntasQuizSubtema = (quiz: number | null) =>
  useQuery({ ...getPreguntasQuizSubtemaQueryOptions(quiz ?? 0), enabled: quiz !== null });
