import {
  agregarQuizSubtema as call,
  type TAgregarQuizSubtemaRequest,
} from '@academia/contract/content/agregar-quiz-subtema';
import { getQuizSubtema } from '@academia/contract/content/get-quiz-subtema';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarQuizSubtema(input: TAgregarQuizSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarQuizSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarQuizSubtema,
    onSuccess: () => invalidateCalls(client, [getQuizSubtema, getSubtema]),
  });
}
