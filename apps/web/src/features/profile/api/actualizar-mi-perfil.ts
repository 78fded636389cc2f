import { getUserData } from '@academia/contract/auth/get-user-data';
import {
  actualizarMiPerfil as call,
  type TActualizarMiPerfilRequest,
} from '@academia/contract/people/actualizar-mi-perfil';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarMiPerfil(input: TActualizarMiPerfilRequest, imagen: File | null) {
  return (await callApi(call, input, { files: { imagen } })).content;
}

export function useActualizarMiPerfil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, imagen }: { input: TActualizarMiPerfilRequest; imagen: File | null }) =>
      actualizarMiPerfil(input, imagen),
    onSuccess: () => invalidateCalls(client, [getUserData]),
  });
}
