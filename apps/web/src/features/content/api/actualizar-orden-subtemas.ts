import {
  actualizarOrdenSubtemas as call,
  type TActualizarOrdenSubtemasRequest,
} from '@academia/contract/content/actualizar-orden-subtemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function actualizarOrdenSubtemas(input: TActualizarOrdenSubtemasRequest) {
  return (await callApi(call, input)).content;
}

export function useActualizarOrdenSubtemas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actualizarOrdenSubtemas,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
