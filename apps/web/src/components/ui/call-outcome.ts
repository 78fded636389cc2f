import { createElement, type ReactNode, useSyncExternalStore } from 'react';
import { type CallOutcome, CallOutcomeContext } from './call-outcome-context';

let latest: CallOutcome = { kind: 'none', seq: 0 };
const listeners = new Set<() => void>();

/** Told by the query cache when a mutation settles (lib/query-client.ts). */
export function noteCallOutcome(kind: 'success' | 'error'): void {
  latest = { kind, seq: latest.seq + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const NONE: CallOutcome = { kind: 'none', seq: 0 };

/**
 * Gives the forms below the latest outcome, re-rendering on each, so an error banner clears
 * after a later success (`FormError`). Plain module state rather than the query client, which
 * reports to it.
 */
export function CallOutcomeProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(
    subscribe,
    () => latest,
    () => NONE,
  );
  return createElement(CallOutcomeContext.Provider, { value }, children);
}
