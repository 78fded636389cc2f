import {
  extenderAccesoAlumnoCurso as call,
  type TExtenderAccesoAlumnoCursoRequest,
} from '@academia/contract/learning/extender-acceso-alumno-curso';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function extenderAccesoAlumnoCurso(input: TExtenderAccesoAlumnoCursoRequest) {
  return (await callApi(call, input)).content;
}

export function useExtenderAccesoAlumnoCurso() {
  return useMutation({ mutationFn: extenderAccesoAlumnoCurso });
}
