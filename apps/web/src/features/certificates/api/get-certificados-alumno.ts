import { getCertificadosAlumno as call } from '@academia/contract/certificates/get-certificados-alumno';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export async function getCertificadosAlumno() {
  return (await callApi(call, {})).content;
}

export function getCertificadosAlumnoQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(call, {}), queryFn: getCertificadosAlumno });
}

export function useCertificadosAlumno() {
  return useQuery(getCertificadosAlumnoQueryOptions());
}
