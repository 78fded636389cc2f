import {
  marcarComoCompletado as call,
  type TMarcarComoCompletadoRequest,
} from '@academia/contract/learning/marcar-como-completado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function marcarComoCompletado(input: TMarcarComoCompletadoRequest) {
  return (await callApi(call, input)).content;
}

/** Marks the lesson finished, then reloads the progress (outline, lesson, course cards). */
export function useMarcarComoCompletado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: marcarComoCompletado,
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning'] }),
  });
}
