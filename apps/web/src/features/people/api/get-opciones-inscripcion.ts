import {
  getOpcionesInscripcion as call,
  type TGetOpcionesInscripcionRequest,
} from '@academia/contract/registration/get-opciones-inscripcion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function getOpcionesInscripcion(input: TGetOpcionesInscripcionRequest) {
  return callApi(call, input);
}

export function getOpcionesInscripcionQuery(input: TGetOpcionesInscripcionRequest) {
  return queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: () => getOpcionesInscripcion(input),
  });
}

export function useGetOpcionesInscripcion(
  input: TGetOpcionesInscripcionRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getOpcionesInscripcionQuery(input), ...options });
}
