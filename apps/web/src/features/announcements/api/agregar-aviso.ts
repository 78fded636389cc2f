import {
  agregarAviso as call,
  type TAgregarAvisoRequest,
  type TAgregarAvisoResponse,
} from '@academia/contract/announcements/agregar-aviso';
import { getAvisosAdmin } from '@academia/contract/announcements/get-avisos-admin';
import { getAvisosCurso } from '@academia/contract/announcements/get-avisos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function agregarAviso(
  input: TAgregarAvisoRequest,
): Promise<TAgregarAvisoResponse['content']> {
  return (await callApi(call, input)).content;
}

export function useAgregarAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarAviso,
    onSuccess: () => invalidateCalls(client, [getAvisosAdmin, getAvisosCurso]),
  });
}
