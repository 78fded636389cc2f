import { Alert, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** mm:ss (h:mm:ss past an hour) of a span in milliseconds, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Said once to screen readers when this little is left (the ticking timer itself is silent). */
const WARN_AT_MS = 60_000;

/**
 * The time left of a timed attempt, to a deadline already turned into this device's clock
 * (the server's deadline minus the server's clock, from when its answer arrived). Calls
 * `onExpire` once when it reaches zero.
 */
export function Countdown({ deadline, onExpire }: { deadline: number; onExpire: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const left = deadline - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [left]);

  return (
    <>
      <Text fw={700} c={left <= WARN_AT_MS ? 'red.8' : undefined}>
        Tiempo restante:{' '}
        <span role="timer" aria-label="Tiempo restante">
          {formatRemaining(left)}
        </span>
      </Text>
      {left <= WARN_AT_MS && left > 0 && (
        <Alert color="orange" role="status" p="xs">
          Queda menos de un minuto: al terminar el tiempo se envían las respuestas que tengas.
        </Alert>
      )}
    </>
  );
}
