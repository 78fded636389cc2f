import {
  actualizarAlumno as call,
  type TActualizarAlumnoRequest,
} from '@academia/contract/people/actualizar-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function actualizarAlumno(input: TActualizarAlumnoRequest, imagen: File | null) {
  return (await callApi(call, input, { files: { imagen } })).content;
}

export function useActualizarAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, imagen }: { input: TActualizarAlumnoRequest; imagen: File | null }) =>
      actualizarAlumno(input, imagen),
    onSuccess: () => client.invalidateQueries({ queryKey: ['profile'] }),
  });
}
