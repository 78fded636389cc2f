import { MutationCache, QueryClient } from '@tanstack/react-query';
import { noteCallOutcome } from '~/components/ui/call-outcome';

/**
 * One cache for the signed-in areas, which render only in the browser (their layouts wait
 * for the session check), so the server never shares it between requests. Every settled change
 * is reported to the kit, whose error banners clear after a later success.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onSuccess: () => noteCallOutcome('success'),
    onError: () => noteCallOutcome('error'),
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
