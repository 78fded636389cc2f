import {
  agregarSubtemaTema as call,
  type TAgregarSubtemaTemaRequest,
} from '@academia/contract/content/agregar-subtema-tema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { contentKeys } from './keys';

export async function agregarSubtemaTema(input: TAgregarSubtemaTemaRequest) {
  return (await callApi(call, input)).content;
}

export function useAgregarSubtemaTema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarSubtemaTema,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
