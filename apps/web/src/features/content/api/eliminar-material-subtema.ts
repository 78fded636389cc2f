import {
  eliminarMaterialSubtema as call,
  type TEliminarMaterialSubtemaRequest,
} from '@academia/contract/content/eliminar-material-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function eliminarMaterialSubtema(input: TEliminarMaterialSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarMaterialSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarMaterialSubtema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
