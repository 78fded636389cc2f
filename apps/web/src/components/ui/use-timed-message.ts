import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A success message that disappears by itself after `ms` (the spec's 2 s and 3 s timers);
 * `then` runs when it goes (close a modal, reload a list). Cleared on unmount.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, then?: () => void) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => {
        setMessage(null);
        then?.();
      }, ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
