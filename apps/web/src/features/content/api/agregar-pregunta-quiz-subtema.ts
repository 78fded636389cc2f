import {
  agregarPreguntaQuizSubtema as call,
  type TAgregarPreguntaQuizSubtemaRequest,
} from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function agregarPreguntaQuizSubtema(input: TAgregarPreguntaQuizSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaQuizSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaQuizSubtema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
