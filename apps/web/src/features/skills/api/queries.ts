import { getCompetencias } from '@academia/contract/skills/get-competencias';
import { getSugerenciasTerminos } from '@academia/contract/skills/get-sugerencias-terminos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

export function useCompetencias(input: { search: string; page: number }) {
  return useQuery({
    queryKey: queryKeyOf(getCompetencias, input),
    queryFn: () => callApi(getCompetencias, input),
    placeholderData: keepPreviousData,
  });
}

export function useSugerenciasTerminos(page: number) {
  return useQuery({
    queryKey: queryKeyOf(getSugerenciasTerminos, { page }),
    queryFn: () => callApi(getSugerenciasTerminos, { page }),
    placeholderData: keepPreviousData,
  });
}
