import {
  agregarPreguntaQuizSubtema as call,
  type TAgregarPreguntaQuizSubtemaRequest,
} from '@academia/contract/content/agregar-pregunta-quiz-subtema';
import { getPreguntasQuizSubtema } from '@academia/contract/content/get-preguntas-quiz-subtema';
import { getQuizSubtema } from '@academia/contract/content/get-quiz-subtema';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarPreguntaQuizSubtema(input: TAgregarPreguntaQuizSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarPreguntaQuizSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarPreguntaQuizSubtema,
    onSuccess: () => invalidateCalls(client, [getPreguntasQuizSubtema, getQuizSubtema, getSubtema]),
  });
}
