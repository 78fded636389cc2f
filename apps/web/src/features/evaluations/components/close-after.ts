import { useEffect } from 'react';

/** The spec's evaluation modals close about 2 s after a successful save, showing its message. */
export const CLOSE_AFTER_MS = 2000;

export function useCloseAfter(done: boolean, close: () => void, ms = CLOSE_AFTER_MS): void {
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, ms);
    return () => clearTimeout(timer);
  }, [done, close, ms]);
}
