import { useContext, useState } from 'react';
import { CallOutcomeContext } from './call-outcome-context';
import { Notice } from './notice';

/**
 * A failed call's Spanish message above a form, announced to screen readers; nothing without one.
 * A change that succeeds after the message appeared clears it (an old failure must not sit above
 * a later success); a later failure shows the screen's message again.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const outcome = useContext(CallOutcomeContext);
  const [shown, setShown] = useState({ message, seq: outcome.seq });
  if (shown.message !== message || (outcome.kind === 'error' && outcome.seq > shown.seq)) {
    setShown({ message, seq: outcome.seq });
  }
  const cleared = outcome.kind === 'success' && outcome.seq > shown.seq;
  if (!message || cleared) return null;
  return (
    <Notice color="red" role="alert">
      {message}
    </Notice>
  );
}
