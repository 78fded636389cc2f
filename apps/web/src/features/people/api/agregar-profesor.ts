import {
  agregarProfesor as call,
  type TAgregarProfesorRequest,
} from '@academia/contract/people/agregar-profesor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export function agregarProfesor(input: TAgregarProfesorRequest) {
  return callApi(call, input);
}

/** On success every cached list is refetched, so tables, totals and balances agree. */
export function useAgregarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarProfesor,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
