import {
  eliminarMaterialSubtema as call,
  type TEliminarMaterialSubtemaRequest,
} from '@academia/contract/content/eliminar-material-subtema';
import { getDataSubtema } from '@academia/contract/content/get-data-subtema';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function eliminarMaterialSubtema(input: TEliminarMaterialSubtemaRequest) {
  return (await callApi(call, input)).content;
}

export function useEliminarMaterialSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarMaterialSubtema,
    onSuccess: () => invalidateCalls(client, [getDataSubtema, getSubtema]),
  });
}
