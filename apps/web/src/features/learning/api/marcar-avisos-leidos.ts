import { getAvisosCurso } from '@academia/contract/announcements/get-avisos-curso';
import { marcarAvisosLeidos as call } from '@academia/contract/announcements/marcar-avisos-leidos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { callKeyOf, invalidateCalls } from '~/lib/query-keys';

export async function marcarAvisosLeidos(alumnoCurso: number): Promise<void> {
  await callApi(call, { alumno_curso: alumnoCurso });
}

/** Marks the course's announcements seen; the sidebar's unread mark goes with the refetch. */
export function useMarcarAvisosLeidos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: marcarAvisosLeidos,
    onSuccess: (_, alumnoCurso) =>
      invalidateCalls(client, [callKeyOf(getAvisosCurso, { alumno_curso: alumnoCurso })]),
  });
}
