import { duplicarCurso as call } from '@academia/contract/catalog/duplicar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCourseState } from './invalidate-course-state';

export async function duplicarCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export function useDuplicarCurso() {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicarCurso, onSuccess: () => invalidateCourseState(client) });
}
