import {
  actualizarOrdenTemas as call,
  type TActualizarOrdenTemasRequest,
} from '@academia/contract/content/actualizar-orden-temas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function actualizarOrdenTemas(input: TActualizarOrdenTemasRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarOrdenTemas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarOrdenTemas,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
