import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until React has taken over the page. A form rendered on the
 * server keeps its submit button off until then: a click before would make the browser send
 * the form itself, with its fields (a password too) in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
