import { getOportunidadesAlumno } from '@academia/contract/career/get-oportunidades-alumno';
import { getPostulacionesAlumno } from '@academia/contract/career/get-postulaciones-alumno';
import {
  postularVacanteAlumno as call,
  type TPostularVacanteAlumnoRequest,
} from '@academia/contract/career/postular-vacante-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export function postularVacanteAlumno(input: TPostularVacanteAlumnoRequest) {
  return callApi(call, input);
}

/** An application marks its vacancy as applied and joins 'Mis postulaciones'. */
export function usePostularVacanteAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postularVacanteAlumno,
    onSuccess: () => invalidateCalls(queryClient, [getOportunidadesAlumno, getPostulacionesAlumno]),
  });
}
