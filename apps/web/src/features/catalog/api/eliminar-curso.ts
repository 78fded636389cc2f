import { eliminarCurso as call } from '@academia/contract/catalog/eliminar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCourseState } from './invalidate-course-state';

export async function eliminarCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export function useEliminarCurso() {
  const client = useQueryClient();
  return useMutation({ mutationFn: eliminarCurso, onSuccess: () => invalidateCourseState(client) });
}
