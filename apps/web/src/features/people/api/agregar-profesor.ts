import {
  agregarProfesor as call,
  type TAgregarProfesorRequest,
} from '@academia/contract/people/agregar-profesor';
import { getProfesores } from '@academia/contract/people/get-profesores';
import { profesorPaginado } from '@academia/contract/people/profesor-paginado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function agregarProfesor(input: TAgregarProfesorRequest) {
  return callApi(call, input);
}

export function useAgregarProfesor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agregarProfesor,
    onSuccess: () => invalidateCalls(queryClient, [profesorPaginado, getProfesores]),
  });
}
