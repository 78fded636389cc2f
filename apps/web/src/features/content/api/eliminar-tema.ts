import {
  eliminarTema as call,
  type TEliminarTemaRequest,
} from '@academia/contract/content/eliminar-tema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function eliminarTema(input: TEliminarTemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarTema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarTema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
