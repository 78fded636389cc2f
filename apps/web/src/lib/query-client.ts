import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the signed-in areas, which render only in the browser (their layouts wait
 * for the session check), so the server never shares it between requests.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
