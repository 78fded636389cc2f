import {
  getCertificadosCurso as call,
  type TGetCertificadosCursoRequest,
} from '@academia/contract/certificates/get-certificados-curso';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getCertificadosCurso(input: TGetCertificadosCursoRequest) {
  return callApi(call, input);
}

export function getCertificadosCursoQueryOptions(curso: number, page: number) {
  return queryOptions({
    queryKey: queryKeyOf(call, { curso, page }),
    queryFn: () => getCertificadosCurso({ curso, page }),
    placeholderData: keepPreviousData,
  });
}

export function useCertificadosCurso(curso: number, page: number) {
  return useQuery(getCertificadosCursoQueryOptions(curso, page));
}
