import { getCertificadosAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { getCertificadosCurso } from '@academia/contract/certificates/get-certificados-curso';
import {
  revocarCertificadoAlumno as call,
  type TRevocarCertificadoAlumnoRequest,
} from '@academia/contract/certificates/revocar-certificado-alumno';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function revocarCertificadoAlumno(input: TRevocarCertificadoAlumnoRequest) {
  return (await callApi(call, input)).content;
}

export function useRevocarCertificadoAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revocarCertificadoAlumno,
    onSuccess: () =>
      invalidateCalls(client, [getAlumnosCurso, getCertificadosCurso, getCertificadosAlumno]),
  });
}
