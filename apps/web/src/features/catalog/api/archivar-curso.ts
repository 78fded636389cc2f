import { archivarCurso as call } from '@academia/contract/catalog/archivar-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCourseState } from './invalidate-course-state';

export async function archivarCurso(curso: number) {
  return (await callApi(call, { curso })).content;
}

export function useArchivarCurso() {
  const client = useQueryClient();
  return useMutation({ mutationFn: archivarCurso, onSuccess: () => invalidateCourseState(client) });
}
