import {
  generarCertificadoAlumno as call,
  type TGenerarCertificadoAlumnoRequest,
} from '@academia/contract/certificates/generar-certificado-alumno';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function generarCertificadoAlumno(input: TGenerarCertificadoAlumnoRequest) {
  return (await callApi(call, input)).content;
}

export function useGenerarCertificadoAlumno() {
  return useMutation({ mutationFn: generarCertificadoAlumno });
}
