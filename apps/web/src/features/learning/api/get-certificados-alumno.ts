import { getCertificadosAlumno as call } from '@academia/contract/certificates/get-certificados-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/**
 * The student's certificates, for the course view's completion message (features do not import
 * each other; the key is the call's, so Mis Certificados and this share one cached answer).
 */
export async function getCertificadosAlumno() {
  return (await callApi(call, {})).content;
}

export const getCertificadosAlumnoQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getCertificadosAlumno });

export const useCertificadosAlumno = (enabled: boolean) =>
  useQuery({ ...getCertificadosAlumnoQueryOptions(), enabled });
