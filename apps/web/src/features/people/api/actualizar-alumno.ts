import {
  actualizarAlumno as call,
  type TActualizarAlumnoRequest,
} from '@academia/contract/people/actualizar-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export interface ActualizarAlumnoInput extends TActualizarAlumnoRequest {
  imagen?: File | null;
}

/** Multipart, as the spec sends it; the photo is optional. */
export function actualizarAlumno({ imagen, ...input }: ActualizarAlumnoInput) {
  return callApi(call, input, { files: { imagen } });
}

export function useActualizarAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actualizarAlumno,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
