import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * For hook tests: a fresh query cache without retries, and a `fetch` that answers every call
 * with an empty success and counts the requests per call name (`/api/<name>/` → `<name>`).
 * The setup file's `vi.unstubAllGlobals()` after each test puts the real `fetch` back.
 */
export function queryTestKit() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const name = new URL(path, 'http://localhost').pathname.slice('/api/'.length, -1);
      requests.set(name, (requests.get(name) ?? 0) + 1);
      return new Response(JSON.stringify({ success: true, content: [], results: [], count: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return {
    client,
    wrapper,
    /** How many times the call was requested since the kit was made. */
    requestsOf: (name: string) => requests.get(name) ?? 0,
  };
}
