import {
  eliminarSubtema as call,
  type TEliminarSubtemaRequest,
} from '@academia/contract/content/eliminar-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function eliminarSubtema(input: TEliminarSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarSubtema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
