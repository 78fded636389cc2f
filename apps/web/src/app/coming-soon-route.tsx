import { useMatches } from 'react-router';
import { ComingSoon } from '~/components/ui/coming-soon';
import { pendingTitle } from './pending-routes';

/** The one module of every pending route (see pending-routes.ts). */
export default function ComingSoonRoute() {
  const id = useMatches().at(-1)?.id ?? '';
  return <ComingSoon title={pendingTitle(id)} />;
}
