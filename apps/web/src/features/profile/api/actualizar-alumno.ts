import { getUserData } from '@academia/contract/auth/get-user-data';
import {
  actualizarAlumno as call,
  type TActualizarAlumnoRequest,
} from '@academia/contract/people/actualizar-alumno';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function actualizarAlumno(input: TActualizarAlumnoRequest, imagen: File | null) {
  return (await callApi(call, input, { files: { imagen } })).content;
}

export function useActualizarAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, imagen }: { input: TActualizarAlumnoRequest; imagen: File | null }) =>
      actualizarAlumno(input, imagen),
    onSuccess: () => invalidateCalls(client, [getUserData, getDashboard]),
  });
}
