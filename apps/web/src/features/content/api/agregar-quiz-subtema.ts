import {
  agregarQuizSubtema as call,
  type TAgregarQuizSubtemaRequest,
} from '@academia/contract/content/agregar-quiz-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function agregarQuizSubtema(input: TAgregarQuizSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarQuizSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarQuizSubtema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
