import { getAvisosSeguridad as call } from '@academia/contract/auth/get-avisos-seguridad';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { queryKeyOf } from '~/lib/query-keys';

/**
 * The administration's security warnings. Read again every few minutes, so the warning goes
 * soon after the demo passwords are changed in another tab.
 */
/** Only administrators may ask: another caller passes `enabled: false` and sends nothing. */
export function useGetAvisosSeguridad(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeyOf(call, {}),
    queryFn: async () => (await callApi(call, {})).content,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
