import { useEffect, useState } from 'react';

/**
 * True once the page has finished loading (the window's load event). Parts nobody needs to
 * read the page (menus, drawers) load from then on, so the JavaScript fetched before the page
 * is interactive stays within the web budget (docs/performance.md).
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
