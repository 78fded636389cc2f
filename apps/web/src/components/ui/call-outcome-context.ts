import { createContext } from 'react';

/** The latest call that changed something, as the signed-in areas' query cache reports it. */
export interface CallOutcome {
  kind: 'none' | 'success' | 'error';
  seq: number;
}

/**
 * Provided by the signed-in layouts (`CallOutcomeProvider`); the public pages have no query
 * cache, so their forms read the default and load none of the store's code.
 */
export const CallOutcomeContext = createContext<CallOutcome>({ kind: 'none', seq: 0 });
