import {
  revocarCertificadoAlumno as call,
  type TRevocarCertificadoAlumnoRequest,
} from '@academia/contract/certificates/revocar-certificado-alumno';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

export async function revocarCertificadoAlumno(input: TRevocarCertificadoAlumnoRequest) {
  return (await callApi(call, input)).content;
}

export function useRevocarCertificadoAlumno() {
  return useMutation({ mutationFn: revocarCertificadoAlumno });
}
