import { restaurarCurso as call } from '@academia/contract/catalog/restaurar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCourseState } from './invalidate-course-state';

export async function restaurarCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export function useRestaurarCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restaurarCurso,
    onSuccess: () => invalidateCourseState(client),
  });
}
