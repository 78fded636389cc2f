import { publicarCurso as call } from '@academia/contract/catalog/publicar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCourseState } from './invalidate-course-state';

export async function publicarCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export function usePublicarCurso() {
  const client = useQueryClient();
  return useMutation({ mutationFn: publicarCurso, onSuccess: () => invalidateCourseState(client) });
}
