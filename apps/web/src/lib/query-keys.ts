import type { CallDefinition, RequestOf } from '@academia/contract/core/call';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The cache key of a call's answer to one input: `[call name, input]`. Every query takes its key
 * from here, so a mutation names the answers it changes by the same contract calls, whatever
 * feature reads them.
 */
export function queryKeyOf<C extends CallDefinition>(call: C, input: RequestOf<C>) {
  return [call.name, input] as const;
}

/**
 * The answers of `call` whose input has these values (every page of one student's payments),
 * or every answer of it without `input`. TanStack Query matches an object in a key by the
 * fields it gives, so a part of the input is enough.
 */
export function callKeyOf<C extends CallDefinition>(
  call: C,
  input?: Partial<RequestOf<C>>,
): QueryKey {
  return input === undefined ? [call.name] : [call.name, input];
}

/**
 * Marks the answers a write changed as stale: a call stands for all its answers, a key from
 * `callKeyOf` for some. Those on screen are fetched again, and the promise waits for them, so
 * a mutation stays pending until the screen shows the new data.
 */
export async function invalidateCalls(
  client: QueryClient,
  targets: readonly (CallDefinition | QueryKey)[],
): Promise<void> {
  await Promise.all(
    targets.map((target) =>
      client.invalidateQueries({
        queryKey: 'name' in target ? callKeyOf(target) : target,
      }),
    ),
  );
}
