import {
  generarCertificadoAlumno as call,
  type TGenerarCertificadoAlumnoRequest,
} from '@academia/contract/certificates/generar-certificado-alumno';
import { getCertificadosAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { getCertificadosCurso } from '@academia/contract/certificates/get-certificados-curso';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

export async function generarCertificadoAlumno(input: TGenerarCertificadoAlumnoRequest) {
  return (await callApi(call, input)).content;
}

export function useGenerarCertificadoAlumno() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generarCertificadoAlumno,
    onSuccess: () =>
      invalidateCalls(client, [getAlumnosCurso, getCertificadosCurso, getCertificadosAlumno]),
  });
}
