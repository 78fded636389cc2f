import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAcademy } from '~/lib/academy';

/**
 * Every page's title ends in "| <academy name>" (issue 22). The screens' `meta` give their own
 * name only ("Mis Pagos"); this adds the academy's once the title is in the document, after
 * each navigation and each change of the route data a title may read. The home page, titled
 * with the academy's name alone, stays so.
 */
export function useAcademyTitle(): void {
  const { academyName } = useAcademy();
  const location = useLocation();
  const matches = useMatches();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation or new route data may bring a new title
  useEffect(() => {
    const title = document.title;
    const suffix = ` | ${academyName}`;
    if (title && title !== academyName && !title.endsWith(suffix)) {
      document.title = `${title}${suffix}`;
    }
  }, [academyName, location, matches]);
}
