import {
  extenderAccesoAlumnoCurso as call,
  type TExtenderAccesoAlumnoCursoRequest,
} from '@academia/contract/learning/extender-acceso-alumno-curso';
import { getCursosAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function extenderAccesoAlumnoCurso(input: TExtenderAccesoAlumnoCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useExtenderAccesoAlumnoCurso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: extenderAccesoAlumnoCurso,
    onSuccess: () => invalidateCalls(client, [getAlumnosCurso, getCursosAlumno]),
  });
}
